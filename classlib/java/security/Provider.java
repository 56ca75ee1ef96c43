package java.security;

import java.util.Properties;

/** A provider's name and version only: the library has one, "SUN", built in. */
public abstract class Provider extends Properties {
    private static final long serialVersionUID = -4298000515446427739L;
    private final String name;
    private final String versionStr;
    private final String info;

    protected Provider(String name, String versionStr, String info) {
        this.name = name;
        this.versionStr = versionStr;
        this.info = info;
    }

    public String getName() {
        return name;
    }

    public String getVersionStr() {
        return versionStr;
    }

    @Deprecated
    public double getVersion() {
        return Double.parseDouble(versionStr);
    }

    public String getInfo() {
        return info;
    }

    @Override
    public String toString() {
        return name + " version " + versionStr;
    }

    static final Provider SUN = new Provider("SUN", "17", "SUN (DSA key/parameter generation; DSA signing; SHA-1, MD5 digests; SecureRandom; X.509 certificates; PKCS12, JKS & DKS keystores; PKIX CertPathValidator; PKIX CertPathBuilder; LDAP, Collection CertStores, JavaPolicy Policy; JavaLoginConfig Configuration)") {
        private static final long serialVersionUID = 1L;
    };
}
