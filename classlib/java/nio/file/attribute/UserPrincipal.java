package java.nio.file.attribute;

import java.security.Principal;

public interface UserPrincipal extends Principal {
}
