package dev.strata.cli;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionProblem;
import dev.strata.regionio.region.RegionScan;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code strata inspect <world-or-region-file> [--chunk X,Z]}: a readable summary of a region file, or of every
 * chunk region of a world's overworld, nether and end (either layout), plus the world's level.dat settings.
 *
 * <p>Read-only. Exit codes: {@link ExitCodes#OK} when everything reads (warnings, such as a file size that is not a
 * multiple of 4096, do not count); {@link ExitCodes#CHECK_FAILED} when some chunk of the inspected files, or some
 * region file of a world, is unreadable (each problem is printed with its file and chunk coordinates, after the
 * whole summary); {@link ExitCodes#BAD_INPUT} when the one file given is not a region file, or the chunk asked for
 * with {@code --chunk} cannot be read; {@link ExitCodes#USAGE} for usage errors, {@code --world} naming a file
 * included; {@link ExitCodes#IO} when the path is missing.
 */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = {"Summarize a world or a region file: data versions, statuses, compression, sections, palettes, light, problems.",
            "Each region line counts its chunks as readable or unreadable, and its warnings (readable but odd) apart.",
            "Exit codes: 0 everything reads (warnings allowed); 6 some chunk or region file cannot be read "
                + "(each named by file and chunk); 3 the file given is not a region file, or the --chunk asked for "
                + "cannot be read; 2 usage (--world given a file included); 4 missing path; 70 internal error."},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata inspect ~/srv/world",
            "  strata inspect ~/srv/world/region/r.0.-1.mca --chunk 3,-17"})
final class InspectCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "<world-or-region-file>",
            description = "A world folder (with level.dat or region folders) or an r.<x>.<z>.mca file.")
    Path target;

    @Option(names = "--world", paramLabel = "<dir>", description = "A world folder, as the other commands take it (instead of <world-or-region-file>).")
    Path world;

    @Option(names = "--chunk", paramLabel = "X,Z", description = "Show one chunk in detail (absolute chunk coordinates, e.g. -3,17).")
    String chunk;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (world != null && target != null) {
            throw new StrataCliException(ExitCodes.USAGE, "give either --world <dir> or <world-or-region-file>, not both");
        }
        if (world != null) {
            WorldFolder.require(world, true);
            target = world;
        }
        if (target == null) throw new StrataCliException(ExitCodes.USAGE, "give the world folder or region file to inspect");
        if (!Files.exists(target)) throw new NoSuchFileException(target.toString());
        int[] only = chunk == null ? null : parseChunk(chunk);
        List<Path> regions = new ArrayList<>();
        if (Files.isDirectory(target)) {
            if (Files.exists(target.resolve("level.dat"))) printLevel(out);
            for (Dimension d : List.of(Dimension.OVERWORLD, Dimension.NETHER, Dimension.END)) {
                regions.addAll(WorldLayout.regionFiles(WorldLayout.folderForReading(target, d, WorldLayout.Kind.REGION)));
            }
            if (regions.isEmpty()) regions.addAll(WorldLayout.regionFiles(target));
            if (regions.isEmpty()) throw new StrataCliException(ExitCodes.BAD_INPUT, target + ": no region files found (looked in region/, DIM-1/, DIM1/ and dimensions/minecraft/*/region/)");
        } else {
            regions.add(target);
        }
        long errors = 0;
        boolean chunkFound = false;
        boolean wholeWorld = Files.isDirectory(target);
        for (Path file : regions) {
            RegionFile opened;
            try {
                opened = RegionFile.openReadOnly(file);
            } catch (RegionFormatException e) {
                if (!wholeWorld) throw e; // the one file given is not a region file
                if (only != null) {
                    // a --chunk query is not a check: only the file holding that chunk matters
                    if (file.getFileName().toString().equals("r." + Math.floorDiv(only[0], 32) + "." + Math.floorDiv(only[1], 32) + ".mca")) throw e;
                    continue;
                }
                // in a world, one bad file is a problem found, like an unreadable chunk: report it and go on
                String m = String.valueOf(e.getMessage());
                err.println("ERROR " + (m.startsWith(file.toString()) ? m : file + ": " + m));
                err.flush();
                errors++;
                continue;
            }
            try (RegionFile region = opened) {
                if (only != null) {
                    if (Math.floorDiv(only[0], 32) != region.regionX() || Math.floorDiv(only[1], 32) != region.regionZ()) continue;
                    chunkFound = true;
                    printChunk(out, region, only[0], only[1]);
                    continue;
                }
                errors += printRegion(out, err, region);
            }
        }
        if (only != null && !chunkFound) {
            throw new StrataCliException(ExitCodes.BAD_INPUT, "chunk (" + only[0] + ", " + only[1] + ") is in region r." + Math.floorDiv(only[0], 32) + "." + Math.floorDiv(only[1], 32) + ".mca, which is not among the inspected files");
        }
        out.flush();
        if (errors > 0) {
            err.println("strata: " + errors + " problem(s): unreadable chunks or files; see the ERROR lines above");
            err.flush();
            return ExitCodes.CHECK_FAILED;
        }
        return ExitCodes.OK;
    }

    private static int[] parseChunk(String text) {
        String[] parts = text.split(",");
        try {
            if (parts.length == 2) return new int[] {Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())};
        } catch (NumberFormatException ignored) {
            // fall through
        }
        throw new StrataCliException(ExitCodes.USAGE, "--chunk wants X,Z (absolute chunk coordinates), got '" + text + "'");
    }

    private void printLevel(PrintWriter out) throws IOException {
        LevelInfo info = LevelDat.read(target);
        out.printf(Locale.ROOT, "world %s: level name '%s', data version %d, seed %d, structures %s (settings from %s)%n",
                target, info.levelName(), info.dataVersion(), info.seed(), info.generateStructures() ? "on" : "off", info.settingsSource().getFileName());
        for (String dim : new java.util.TreeSet<>(info.dimensions().keySet())) {
            BinaryTag gen = info.dimensions().getCompound(dim).get("generator");
            String type = gen instanceof CompoundBinaryTag g && g.get("type") instanceof StringBinaryTag t ? t.value() : "?";
            out.printf(Locale.ROOT, "  dimension %s: generator %s%n", dim, type);
        }
    }

    private static long printRegion(PrintWriter out, PrintWriter err, RegionFile region) throws IOException {
        RegionScan scan = region.scan();
        Map<String, Integer> versions = new TreeMap<>();
        Map<String, Integer> statuses = new TreeMap<>();
        Map<String, Integer> compressions = new TreeMap<>();
        int sections = 0;
        int maxPalette = 0;
        int withLight = 0;
        int legacy = 0;
        List<String> undecodable = new ArrayList<>();
        for (int[] c : region.chunks()) {
            RawChunk raw;
            CompoundBinaryTag tag;
            try {
                raw = region.readRaw(c[0], c[1]).orElseThrow();
                tag = region.read(c[0], c[1]).orElseThrow();
            } catch (ChunkReadException e) {
                continue; // listed by the scan
            }
            compressions.merge(raw.compression().name().toLowerCase(Locale.ROOT) + (raw.external() ? " (.mcc)" : ""), 1, Integer::sum);
            versions.merge(tag.get("DataVersion") instanceof IntBinaryTag dv ? Integer.toString(dv.value()) : "none", 1, Integer::sum);
            CompoundBinaryTag level = tag.get("Level") instanceof CompoundBinaryTag l ? l : tag;
            statuses.merge(level.get("Status") instanceof StringBinaryTag s ? s.value() : "none", 1, Integer::sum);
            if (level != tag) {
                legacy++;
                continue;
            }
            try {
                ChunkData data = ChunkCodec.decode(tag);
                boolean light = false;
                for (ChunkSection s : data.sections()) {
                    sections++;
                    maxPalette = Math.max(maxPalette, s.blockPalette().size());
                    light |= s.blockLight() != null || s.skyLight() != null;
                }
                if (light) withLight++;
            } catch (IOException e) {
                undecodable.add("ERROR " + region.path() + " chunk (" + c[0] + ", " + c[1] + "): " + e.getMessage());
            }
        }
        long warnings = scan.problems().size() - scan.errorCount();
        int unreadable = scan.presentChunks() - scan.readableChunks();
        out.printf(Locale.ROOT, "%s: region (%d, %d), %s%n", region.path(), region.regionX(), region.regionZ(),
                summary(scan.presentChunks(), scan.readableChunks(), undecodable.size(), warnings));
        if (scan.presentChunks() > 0) {
            out.println("  data versions: " + counts(versions));
            out.println("  statuses: " + counts(statuses));
            out.println("  compression: " + counts(compressions));
            if (legacy > 0) out.printf(Locale.ROOT, "  %d chunk(s) in the pre-1.18 'Level' layout: upgrade this world in the game first%n", legacy);
            out.printf(Locale.ROOT, "  sections: %d, largest block palette: %d, chunks with light arrays: %d%n", sections, maxPalette, withLight);
        }
        for (RegionProblem p : scan.problems()) {
            if (p.severity() == RegionProblem.Severity.ERROR) err.println(p);
            else out.println("  " + p);
        }
        for (String line : undecodable) err.println(line);
        err.flush();
        // whole-file errors aside, the scan's errors are its unreadable chunks
        return Math.max(scan.errorCount(), unreadable) + undecodable.size();
    }

    /**
     * The counts of a region line, adding up: {@code N chunks: R readable, U unreadable; W warning(s)}, where
     * {@code R + U = N} and warnings (a readable chunk or the file is odd, e.g. its size is not a multiple of 4096)
     * are counted apart; chunks whose NBT reads but does not decode as a chunk are named among the readable ones.
     */
    static String summary(int present, int readable, int undecodable, long warnings) {
        StringBuilder sb = new StringBuilder();
        sb.append(present).append(present == 1 ? " chunk: " : " chunks: ").append(readable).append(" readable");
        if (undecodable > 0) sb.append(" (").append(undecodable).append(" of them not decodable as chunks)");
        sb.append(", ").append(present - readable).append(" unreadable; ").append(warnings).append(warnings == 1 ? " warning" : " warnings");
        return sb.toString();
    }

    private static String counts(Map<String, Integer> m) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(e.getKey()).append(" x").append(e.getValue());
        }
        return sb.toString();
    }

    private static void printChunk(PrintWriter out, RegionFile region, int x, int z) throws IOException {
        var raw = region.readRaw(x, z);
        if (raw.isEmpty()) {
            out.printf(Locale.ROOT, "%s: chunk (%d, %d) is absent (empty header entry)%n", region.path(), x, z);
            return;
        }
        CompoundBinaryTag tag = region.read(x, z).orElseThrow();
        out.printf(Locale.ROOT, "%s: chunk (%d, %d)%n", region.path(), x, z);
        out.printf(Locale.ROOT, "  compression: %s%s, %d bytes stored, %d bytes of NBT%n", raw.get().compression().name().toLowerCase(Locale.ROOT),
                raw.get().external() ? " in " + region.externalPath(x, z).getFileName() : "", raw.get().storedBytes(), raw.get().nbt().length);
        if (raw.get().tolerated() != null) out.println("  warning: " + raw.get().tolerated());
        ChunkData data;
        try {
            data = ChunkCodec.decode(tag);
        } catch (dev.strata.regionio.UnsupportedWorldException e) {
            throw new dev.strata.regionio.UnsupportedWorldException(region.path() + ": " + e.getMessage());
        } catch (dev.strata.regionio.NbtFormatException e) {
            throw new dev.strata.regionio.NbtFormatException(region.path() + " chunk (" + x + ", " + z + "): " + e.keyPath(), e.getMessage().substring(e.keyPath().length() + 2));
        }
        out.printf(Locale.ROOT, "  data version %d, status %s, lowest section %s, isLightOn %s%n", data.dataVersion(), data.status(),
                data.minSectionY(), data.isLightOn() == null ? "absent" : data.isLightOn());
        out.printf(Locale.ROOT, "  heightmaps: %s; block entities: %d%n", String.join(", ", new java.util.TreeSet<>(data.heightmaps().keySet())), data.blockEntities().size());
        for (ChunkSection s : data.sections()) {
            out.printf(Locale.ROOT, "  section Y=%d: block palette %d%s, biome palette %d, light: %s%s%n", s.y(), s.blockPalette().size(),
                    s.blockPalette().size() == 1 ? " (" + s.blockPalette().get(0).getString("Name") + ")" : "",
                    s.biomePalette().size(), s.blockLight() != null ? "block " : "", s.skyLight() != null ? "sky" : (s.blockLight() == null ? "none" : ""));
        }
    }
}
