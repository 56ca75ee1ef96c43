package java.util.zip;

/** One member of a zip file: its name, sizes, CRC, time and extra data. */
public class ZipEntry implements Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    String name;
    long xdostime = -1;
    long mtime = -1;                /* from an extended-timestamp extra field, in ms; -1 none */
    long crc = -1;
    long size = -1;
    long csize = -1;
    int method = -1;
    int flag = 0;
    byte[] extra;
    String comment;
    long locOffset = -1;            /* ZipFile: where the LOC header is */

    public ZipEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        if (e == null) {
            throw new NullPointerException("entry");
        }
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        this.xdostime = ZipUtils.javaToExtendedDosTime(time);
        this.mtime = -1;
    }

    public long getTime() {
        if (mtime != -1) {
            return mtime;
        }
        return xdostime != -1 ? ZipUtils.extendedDosToJavaTime(xdostime) : -1;
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        if (extra != null && extra.length > 0xFFFF) {
            throw new IllegalArgumentException("invalid extra field length");
        }
        setExtra0(extra);
    }

    /* Keeps extra and takes the modification time from an extended
     * timestamp field (0x5455) when it has one. */
    void setExtra0(byte[] extra) {
        this.extra = extra;
        if (extra == null) {
            return;
        }
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = ZipUtils.get16(extra, off);
            int sz = ZipUtils.get16(extra, off + 2);
            off += 4;
            if (off + sz > extra.length) {
                break;
            }
            if (tag == 0x5455 && sz >= 5 && (extra[off] & 1) != 0) {
                mtime = ZipUtils.get32(extra, off + 1) * 1000;
            }
            off += sz;
        }
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    @Override
    public String toString() {
        return getName();
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = (extra == null) ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
