package dev.strata.cli;

import dev.strata.regionio.ChunkReadException;
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
 * <p>Read-only. Exit codes: {@link ExitCodes#OK} when everything reads; {@link ExitCodes#CHECK_FAILED} when some
 * chunk is unreadable (each problem is printed with its file and chunk coordinates); {@link ExitCodes#BAD_INPUT}
 * when the file itself is not a region file, or the chunk asked for with {@code --chunk} cannot be read.
 */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = {"Summarize a world or a region file: data versions, statuses, compression, sections, palettes, light, problems.",
            "Exits with 6 when a chunk cannot be read, naming the file and chunk."})
final class InspectCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<world-or-region-file>", description = "A world folder (with level.dat or region folders) or an r.<x>.<z>.mca file.")
    Path target;

    @Option(names = "--chunk", paramLabel = "X,Z", description = "Show one chunk in detail (absolute chunk coordinates, e.g. -3,17).")
    String chunk;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
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
        for (Path file : regions) {
            try (RegionFile region = RegionFile.openReadOnly(file)) {
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
            err.println("strata: " + errors + " unreadable chunk(s); see the ERROR lines above");
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
                err.println("ERROR " + region.path() + " chunk (" + c[0] + ", " + c[1] + "): " + e.getMessage());
            }
        }
        out.printf(Locale.ROOT, "%s: region (%d, %d), %d chunks, %d readable, %d problem(s)%n", region.path(), region.regionX(), region.regionZ(),
                scan.presentChunks(), scan.readableChunks(), scan.problems().size());
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
        err.flush();
        return scan.errorCount();
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
