package dev.strata.engine.data;

/**
 * How much a data pack zip or server jar may inflate to while {@link DataPack#open(java.nio.file.Path)} reads it, so
 * a small hostile archive (a "decompression bomb") is refused as unreadable input instead of exhausting memory.
 *
 * <p>The defaults leave a wide margin over the game's own data: the largest vanilla 26.2 data file is about 120 KB
 * ({@code noise_settings/large_biomes.json}) and the whole {@code data/} tree of the server jar some tens of MB; the
 * bundled server jar inflates to a few hundred MB at most. Memory held for an archive is bounded by
 * {@link #maxKeptBytes} (plus the reader's buffers), whatever the input; time by {@link #maxInflatedBytes}.
 * The same per-file cap applies to files of a pack folder.
 *
 * @param maxEntryBytes largest inflated size of one kept file ({@code data/...} or {@code pack.mcmeta}), bytes
 * @param maxKeptBytes largest inflated size of all kept files together (file names count too), bytes
 * @param maxInflatedBytes largest number of bytes inflated in all (kept or skipped entries, bundled jars included)
 */
public record ArchiveLimits(long maxEntryBytes, long maxKeptBytes, long maxInflatedBytes) {
    /** 16 MiB per file, 256 MiB kept, 4 GiB inflated in all. */
    public static final ArchiveLimits DEFAULT = new ArchiveLimits(16L << 20, 256L << 20, 4L << 30);

    /** @throws IllegalArgumentException unless all limits are positive and {@code maxEntryBytes} fits in an array */
    public ArchiveLimits {
        if (maxEntryBytes <= 0 || maxKeptBytes <= 0 || maxInflatedBytes <= 0 || maxEntryBytes > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("archive limits must be positive (and a file below 2 GiB)");
        }
    }
}
