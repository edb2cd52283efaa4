package dev.strata.regionio.region;

/**
 * Compression of a chunk payload in a region file, by the type byte that follows the 4-byte length
 * (the game's {@code RegionFileVersion}). Bit 128 of the stored byte is not part of the type: it marks a payload
 * kept in an external {@code c.<x>.<z>.mcc} file.
 */
public enum Compression {
    /** 1: gzip (RFC 1952). The game reads it but has not written it since Beta. */
    GZIP(1),
    /** 2: zlib (RFC 1950), the game's default. */
    ZLIB(2),
    /** 3: uncompressed NBT (game option {@code region-file-compression=none}, since 1.20.5). */
    NONE(3),
    /** 4: LZ4 in lz4-java's {@code LZ4BlockOutputStream} framing (game option {@code lz4}, since 1.20.5). */
    LZ4(4),
    /**
     * 127: a custom algorithm whose namespaced name follows the type byte (a 2-byte big-endian length and modified
     * UTF-8, Java's {@code DataInput.readUTF}). Strata reports the name and refuses to read or write such chunks.
     */
    CUSTOM(127);

    private final int id;

    Compression(int id) {
        this.id = id;
    }

    /** The type byte as stored (without the external-file bit 128). */
    public int id() {
        return id;
    }

    /** The compression of a type byte (bit 128 masked off), or null when the type is unknown. */
    public static Compression byId(int id) {
        return switch (id & 0x7F) {
            case 1 -> GZIP;
            case 2 -> ZLIB;
            case 3 -> NONE;
            case 4 -> LZ4;
            case 127 -> CUSTOM;
            default -> null;
        };
    }

    /**
     * Compresses a chunk payload the way region files store it (zlib at the default level, gzip, LZ4 block
     * framing, or unchanged for NONE). Deterministic: the same input gives the same bytes.
     *
     * @throws IOException for CUSTOM, which Strata cannot write
     */
    public byte[] compress(byte[] raw) throws java.io.IOException {
        return Codec.compress(this, raw);
    }
}
