package dev.strata.cli;

import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The compression of a world's chunks: the one its existing chunks use, so that extending it without
 * {@code --compression} does not mix another one in (a world written with the game's
 * {@code region-file-compression=lz4} stays LZ4), and the one {@code --compression} names.
 */
final class WorldCompression {
    private WorldCompression() {}

    /**
     * The compression {@code --compression} names (generate's and convert's): zlib, gzip, none or lz4, in any case.
     *
     * @throws StrataCliException exit 2 for any other name
     */
    static Compression parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "zlib" -> Compression.ZLIB;
            case "gzip" -> Compression.GZIP;
            case "none" -> Compression.NONE;
            case "lz4" -> Compression.LZ4;
            default -> throw new StrataCliException(ExitCodes.USAGE, "--compression wants zlib, gzip, none or lz4, got '" + name + "'");
        };
    }

    /**
     * The compression of the first readable chunk found in the given region folders (files in name order, chunks in
     * header order), or zlib (the game's default) when there is none.
     */
    static Compression of(List<Path> regionFolders, PrintWriter err, boolean quiet) throws IOException {
        for (Path folder : regionFolders) {
            for (Path file : WorldLayout.regionFiles(folder)) {
                if (!Files.isRegularFile(file) || Files.size(file) < 2L * RegionFile.SECTOR_BYTES) continue;
                try (RegionFile f = RegionFile.openReadOnly(file)) {
                    for (int[] c : f.chunks()) {
                        Optional<RawChunk> raw;
                        try {
                            raw = f.readRaw(c[0], c[1]);
                        } catch (IOException unreadable) {
                            continue; // reported where it matters (the plan's survey); another chunk decides
                        }
                        if (raw.isPresent()) {
                            Compression comp = raw.get().compression();
                            if (comp != Compression.ZLIB && !quiet) {
                                err.println("note: the world's chunks use " + comp.name().toLowerCase(Locale.ROOT)
                                        + " compression; new chunks use it too (--compression chooses another)");
                            }
                            return comp;
                        }
                    }
                } catch (IOException unopenable) {
                    // a damaged file: the survey of the plan names it when it matters
                }
            }
        }
        return Compression.ZLIB;
    }
}
