package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.region.Compression;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The disk a {@code generate} run needs and finds: the estimate of the bytes it writes, the free space of the world's
 * file store, and the refusal to start a run that would not fit (exit {@link ExitCodes#IO}, nothing written).
 */
final class DiskSpace {
    private DiskSpace() {}

    /** Usable bytes on the world's file store (of the nearest existing folder for a new world). */
    static long free(Path world) throws IOException {
        Path p = world.toAbsolutePath();
        while (p != null && !Files.exists(p)) p = p.getParent();
        return p == null ? Long.MAX_VALUE : Files.getFileStore(p).getUsableSpace();
    }

    /**
     * Refuses a run whose estimate exceeds the free space.
     *
     * @param estimate the bytes the run would write
     * @param toWrite the chunks of the area it would write (named in the message)
     * @throws StrataCliException exit 4, before anything is written
     */
    static void require(long estimate, long toWrite, Path world) throws IOException {
        long free = free(world);
        if (estimate > free) {
            throw new StrataCliException(ExitCodes.IO, "not enough free space: the run would write about " + bytes(estimate) + " ("
                    + toWrite + " chunks) and " + world + " has " + bytes(free) + " free. Nothing was written; free some "
                    + "space or choose a smaller area.");
        }
    }

    /**
     * Bytes on disk per chunk of the area for the free-space check and the dry run's estimate, zlib, by the step the
     * chunks are written at, the ring's chunks, the entities files and sector padding included: measured over the
     * overworld of seed 13579 (2026-12-02: a run to full at radius 1,000 blocks took 148 MB for 15,876 chunks of the
     * area, 9.3 KiB each; the walkthrough's radius 256, 7.9 to 8.9 KiB per chunk before the ring); decorated chunks
     * hold most of that without light, and chunks before carvers about 5 KiB ({@link RegionPlan#BYTES_PER_CHUNK}).
     * The nether's light arrays are larger (docs/features.md). Other compressions scale it (same world to full at
     * radius 128, 2026-12-02: gzip as zlib, lz4 1.49 times, none 5.56 times): lz4 by 1.6, none by 6.
     */
    static long bytesPerChunk(ChunkStep target, Compression compression) {
        long zlib = target.compareTo(ChunkStep.LIGHT) >= 0 ? 10 * 1024 : target.compareTo(ChunkStep.CARVERS) >= 0 ? 9 * 1024 : RegionPlan.BYTES_PER_CHUNK;
        return switch (compression) {
            case NONE -> zlib * 6;
            case LZ4 -> zlib * 8 / 5;
            default -> zlib;
        };
    }

    /** A byte count for people: KiB, MiB or GiB (binary), one decimal. */
    static String bytes(long b) {
        if (b >= 1L << 30) return String.format(Locale.ROOT, "%.1f GiB", b / (double) (1L << 30));
        if (b >= 1L << 20) return String.format(Locale.ROOT, "%.1f MiB", b / (double) (1L << 20));
        return String.format(Locale.ROOT, "%.1f KiB", b / 1024.0);
    }
}
