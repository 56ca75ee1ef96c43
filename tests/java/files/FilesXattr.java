import java.nio.*; import java.nio.file.*; import java.nio.file.attribute.*; import java.util.*;
/** The dos and user attribute views, kept in extended attributes (user.DOSATTRIB, user.*), as HotSpot on Linux. */
public class FilesXattr { public static void main(String[] a) throws Exception {
  Path p = Path.of("dosfile"); Files.writeString(p, "x");
  DosFileAttributeView v = Files.getFileAttributeView(p, DosFileAttributeView.class);
  System.out.println(v.name() + " " + v.readAttributes().isReadOnly() + " " + v.readAttributes().isHidden());
  v.setReadOnly(true); v.setHidden(true); v.setArchive(true);
  DosFileAttributes d = v.readAttributes();
  System.out.println(d.isReadOnly() + " " + d.isHidden() + " " + d.isArchive() + " " + d.isSystem() + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(p)));
  System.out.println(new TreeMap<>(Files.readAttributes(p, "dos:readonly,hidden,system,archive,size")));
  System.out.println(new TreeMap<>(Files.readAttributes(p, "dos:*")).keySet());
  Files.setAttribute(p, "dos:system", true);
  v.setHidden(false);
  System.out.println(Files.getAttribute(p, "dos:system") + " " + Files.readAttributes(p, DosFileAttributes.class).isSystem() + " " + Files.readAttributes(p, DosFileAttributes.class).isHidden());
  System.out.println(new TreeSet<>(FileSystems.getDefault().supportedFileAttributeViews()));
  UserDefinedFileAttributeView u = Files.getFileAttributeView(p, UserDefinedFileAttributeView.class);
  System.out.println(u.name() + " " + u.list());
  System.out.println(u.write("color", ByteBuffer.wrap("blue".getBytes())) + " " + u.size("color") + " " + new TreeSet<>(u.list()));
  ByteBuffer bb = ByteBuffer.allocate(10); System.out.println(u.read("color", bb) + " " + new String(bb.array(), 0, bb.position()));
  Files.setAttribute(p, "user:shape", "round".getBytes());
  System.out.println(new String((byte[]) Files.getAttribute(p, "user:shape")) + " " + new TreeMap<>(Files.readAttributes(p, "user:*")).keySet());
  u.delete("color"); System.out.println(new TreeSet<>(u.list()));
  for (String op : new String[]{"size", "read", "delete"}) {
    try { if (op.equals("size")) u.size("nope"); else if (op.equals("read")) u.read("nope", ByteBuffer.allocate(4)); else u.delete("nope"); } catch (Exception e) { System.out.println(op + ": " + e); }
  }
  try { u.read("shape", ByteBuffer.allocate(2)); } catch (Exception e) { System.out.println("small: " + e); }
  try { Files.getFileAttributeView(Path.of("missing"), DosFileAttributeView.class).readAttributes(); } catch (Exception e) { System.out.println("missing dos: " + e); }
  try { Files.getFileAttributeView(Path.of("missing"), UserDefinedFileAttributeView.class).list(); } catch (Exception e) { System.out.println("missing user: " + e); }
  try { Files.readAttributes(Path.of("missing"), DosFileAttributes.class); } catch (Exception e) { System.out.println("missing dos attrs: " + e); }
}}
