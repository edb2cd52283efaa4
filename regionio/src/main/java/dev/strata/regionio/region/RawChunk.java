package dev.strata.regionio.region;

/**
 * One chunk's payload as read from a region file, decompressed.
 *
 * @param nbt          the uncompressed NBT bytes
 * @param compression  how it was stored
 * @param external     whether it lived in a {@code c.<x>.<z>.mcc} file (type bit 128)
 * @param storedBytes  compressed size in bytes (without the 5-byte length/type prefix)
 * @param tolerated    a defect the reader accepted (see {@link RegionFile} for the one tolerance), or null
 */
public record RawChunk(byte[] nbt, Compression compression, boolean external, int storedBytes, String tolerated) {}
