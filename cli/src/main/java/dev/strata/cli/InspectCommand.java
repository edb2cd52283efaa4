package dev.strata.cli;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.RegionFormatException;
import dev.strata.regionio.WorldInUseException;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.region.RawChunk;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionFileName;
import dev.strata.regionio.region.RegionProblem;
import dev.strata.regionio.region.RegionScan;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import dev.strata.regionio.world.SessionLock;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * region file of a world's overworld, nether and end (either layout) — terrain ({@code region/}), entities
 * ({@code entities/}) and points of interest ({@code poi/}), see {@link RegionContent} — with totals per dimension
 * and for the world, plus the world's level.dat settings. A file outside those folders is recognised by its content.
 * A zero-length file (the game leaves some) is named as such and is not a problem; but a file given alone must have a
 * region file's name ({@code r.<x>.<z>.mca}) whatever its content, so an empty {@code junk.mca} is refused like a full
 * one. A level.dat without world
 * generation settings (a Paper world's) is shown as far as it goes, with a warning.
 *
 * <p>Read-only, and so it takes no lock; but a world whose {@code session.lock} another program holds (a server, the
 * game, a running {@code strata generate}) is refused with {@link ExitCodes#CONFLICT}, as {@code generate --dry-run}
 * and {@code relight --check} refuse it: its files are being written, so a summary of them would be a half-written
 * state taken for the world's (a new world being generated has no region file yet at all). For a region file, the
 * world is the nearest folder above it holding a {@code session.lock}.
 *
 * <p>Exit codes: {@link ExitCodes#OK} when everything reads (warnings, such as a file size that is not a
 * multiple of 4096, do not count); {@link ExitCodes#CHECK_FAILED} when some chunk of the inspected files, some
 * region file of a world, or the world's level.dat is unreadable (each problem is printed with its file and chunk
 * coordinates, after the whole summary); {@link ExitCodes#BAD_INPUT} when the one file given is not a region file,
 * the chunk asked for with {@code --chunk} cannot be read, or a folder without level.dat holds no region files;
 * {@link ExitCodes#USAGE} for usage errors; {@link ExitCodes#IO} when the path is missing or {@code --world} names a
 * file (as in every command that takes a world).
 */
@Command(name = "inspect", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Summarize a world or a region file: data versions, statuses, compression, sections, palettes, light, "
                + "entities and points of interest by type, totals per dimension, problems.",
            "Each file line counts its chunks as readable or unreadable, and its warnings (readable but odd) apart.",
            "Exit codes: 0 everything reads (warnings allowed); 6 some chunk, region file or level.dat cannot be read "
                + "(each named by file and chunk); 3 the file given is not a region file, or the --chunk asked for "
                + "cannot be read; 2 usage; 4 missing path, or --world given a file; 5 the world is in use (another "
                + "program holds its session.lock: a server, the game or a strata generate; what is on disk is still being "
                + "written, so inspect refuses rather than summarize it); 70 internal error."},
        footerHeading = "%n",
        footer = {"Examples:",
            "  strata inspect ~/srv/world",
            "  strata inspect ~/srv/world --chunk 3,-17",
            "  strata inspect \\",
            "      ~/srv/world/dimensions/minecraft/overworld/region/r.0.-1.mca"})
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
        Path lockedWorld = worldInUse(target);
        if (lockedWorld != null) throw new WorldInUseException(lockedWorld.resolve(SessionLock.FILE));
        int[] only = chunk == null ? null : parseChunk(chunk);
        boolean wholeWorld = Files.isDirectory(target);
        long errors = 0;
        // dimension label (null: not a world's dimension) -> its files, each with the kind its folder says (null: by content)
        Map<String, List<Map.Entry<Path, RegionContent>>> plan = new LinkedHashMap<>();
        boolean hasLevel = wholeWorld && Files.exists(target.resolve("level.dat"));
        if (wholeWorld) {
            if (hasLevel) errors += printLevel(out, err);
            for (Dimension d : List.of(Dimension.OVERWORLD, Dimension.NETHER, Dimension.END)) {
                for (RegionContent kind : RegionContent.values()) {
                    for (Path f : WorldLayout.regionFiles(WorldLayout.folderForReading(target, d, kind.layoutKind()))) {
                        plan.computeIfAbsent(d.toString(), k -> new ArrayList<>()).add(Map.entry(f, kind));
                    }
                }
            }
            if (plan.isEmpty()) {
                List<Map.Entry<Path, RegionContent>> here = new ArrayList<>();
                for (Path f : WorldLayout.regionFiles(target)) here.add(new java.util.AbstractMap.SimpleEntry<>(f, RegionContent.ofFolder(f)));
                if (!here.isEmpty()) plan.put(null, here);
            }
            if (plan.isEmpty() && !hasLevel) {
                throw new StrataCliException(ExitCodes.BAD_INPUT, target + ": no region files found (looked in region/, entities/, poi/, DIM-1/, DIM1/ and dimensions/minecraft/*/)");
            }
            if (plan.isEmpty()) out.println("  no region files yet (looked in region/, entities/, poi/, DIM-1/, DIM1/ and dimensions/minecraft/*/)");
        } else {
            // the name first, whatever the content: a zero-length junk.mca is as much not a region file as a full one
            RegionFileName.of(target);
            plan.put(null, List.of(new java.util.AbstractMap.SimpleEntry<>(target, RegionContent.ofFolder(target))));
        }
        boolean chunkFound = false;
        InspectTotals worldTotals = new InspectTotals();
        for (Map.Entry<String, List<Map.Entry<Path, RegionContent>>> dim : plan.entrySet()) {
            InspectTotals totals = new InspectTotals();
            for (Map.Entry<Path, RegionContent> item : dim.getValue()) {
                Path file = item.getKey();
                boolean holdsChunk = only != null && file.getFileName().toString().equals("r." + Math.floorDiv(only[0], 32) + "." + Math.floorDiv(only[1], 32) + ".mca");
                if (only != null && wholeWorld && !holdsChunk) continue;
                if (Files.size(file) == 0) {
                    RegionContent kind = item.getValue() == null ? RegionContent.CHUNKS : item.getValue();
                    totals.addZeroLength(kind);
                    if (only == null) out.printf(Locale.ROOT, "%s: zero-length file: no chunks (the game leaves such files; harmless)%n", file);
                    else if (holdsChunk) {
                        chunkFound = true;
                        out.printf(Locale.ROOT, "%s: chunk (%d, %d) is absent (zero-length file)%n", file, only[0], only[1]);
                    }
                    continue;
                }
                RegionFile opened;
                try {
                    opened = RegionFile.openReadOnly(file);
                } catch (RegionFormatException e) {
                    if (!wholeWorld || only != null) throw e; // the one file given, or the one holding the --chunk, is not a region file
                    // in a world, one bad file is a problem found, like an unreadable chunk: report it and go on
                    String m = String.valueOf(e.getMessage());
                    err.println("ERROR " + (m.startsWith(file.toString()) ? m : file + ": " + m));
                    err.flush();
                    totals.addUnopenable(item.getValue() == null ? RegionContent.CHUNKS : item.getValue());
                    errors++;
                    continue;
                }
                try (RegionFile region = opened) {
                    RegionContent kind = item.getValue() != null ? item.getValue() : detect(region);
                    if (only != null) {
                        if (Math.floorDiv(only[0], 32) != region.regionX() || Math.floorDiv(only[1], 32) != region.regionZ()) continue;
                        chunkFound = true;
                        if (kind == RegionContent.CHUNKS) printChunk(out, region, only[0], only[1]);
                        else EntityPoiSummary.printChunk(out, region, kind, only[0], only[1]);
                        continue;
                    }
                    errors += kind == RegionContent.CHUNKS ? printRegion(out, err, region, totals) : EntityPoiSummary.print(out, err, region, kind, totals);
                }
            }
            if (dim.getKey() != null && only == null) out.println("totals for " + dim.getKey() + ": " + totals.describe());
            worldTotals.add(totals);
        }
        if (wholeWorld && only == null) out.println("totals for " + (plan.containsKey(null) ? target : "the world") + ": " + worldTotals.describe());
        if (only != null && !chunkFound && wholeWorld) {
            // no dimension of the world has the region file: the chunk was never generated, as an empty header entry says
            out.printf(Locale.ROOT, "%s: chunk (%d, %d) is absent (no region file r.%d.%d.mca holds it: never generated)%n", target,
                    only[0], only[1], Math.floorDiv(only[0], 32), Math.floorDiv(only[1], 32));
        } else if (only != null && !chunkFound) {
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

    /**
     * The world folder of {@code target} whose lock another program holds, else null: the folder itself, or for a
     * file the nearest folder above it that holds a {@code session.lock} (a world of either layout, at any depth).
     */
    private static Path worldInUse(Path target) throws IOException {
        if (Files.isDirectory(target)) return SessionLock.isHeld(target) ? target : null;
        for (Path p = target.toAbsolutePath().normalize().getParent(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve(SessionLock.FILE))) return SessionLock.isHeld(p) ? p : null;
        }
        return null;
    }

    /** The kind of a file outside the region/, entities/ and poi/ folders: that of its first readable chunk. */
    private static RegionContent detect(RegionFile region) throws IOException {
        for (int[] c : region.chunks()) {
            try {
                return RegionContent.ofChunk(region.read(c[0], c[1]).orElseThrow());
            } catch (ChunkReadException e) {
                // try the next one; the summary names this one
            }
        }
        return RegionContent.CHUNKS;
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

    /**
     * Prints the world's level.dat settings and returns the problems found (0 or 1). Settings that are simply not
     * there (a Paper world's level.dat without {@code WorldGenSettings} and no {@code world_gen_settings.dat}) are a
     * warning: what level.dat does hold is shown. A level.dat that cannot be read, or settings that are present but
     * damaged, are a problem (an {@code ERROR} line), and the regions are inspected all the same.
     */
    private long printLevel(PrintWriter out, PrintWriter err) throws IOException {
        LevelInfo info;
        try {
            info = LevelDat.read(target);
        } catch (NbtFormatException e) {
            return printLevelWithoutSettings(out, err, e);
        } catch (IOException e) {
            if (e instanceof java.nio.file.AccessDeniedException) throw e;
            err.println("ERROR " + target.resolve("level.dat") + ": " + e.getMessage());
            err.flush();
            return 1;
        }
        out.printf(Locale.ROOT, "world %s: level name '%s', data version %d, seed %d, structures %s (settings from %s)%n",
                target, info.levelName(), info.dataVersion(), info.seed(), info.generateStructures() ? "on" : "off", info.settingsSource().getFileName());
        for (String dim : new java.util.TreeSet<>(info.dimensions().keySet())) {
            BinaryTag gen = info.dimensions().getCompound(dim).get("generator");
            String type = gen instanceof CompoundBinaryTag g && g.get("type") instanceof StringBinaryTag t ? t.value() : "?";
            out.printf(Locale.ROOT, "  dimension %s: generator %s%n", dim, type);
        }
        return 0;
    }

    private long printLevelWithoutSettings(PrintWriter out, PrintWriter err, NbtFormatException why) throws IOException {
        Path levelDat = target.resolve("level.dat");
        CompoundBinaryTag data = NbtIO.readGzipFile(levelDat).get("Data") instanceof CompoundBinaryTag d ? d : CompoundBinaryTag.empty();
        String name = data.get("LevelName") instanceof StringBinaryTag n ? "'" + n.value() + "'" : "absent";
        String dv = data.get("DataVersion") instanceof IntBinaryTag v ? Integer.toString(v.value()) : "absent";
        String version = data.get("Version") instanceof CompoundBinaryTag v && v.get("Name") instanceof StringBinaryTag vn ? " (" + vn.value() + ")" : "";
        String brand = data.get("ServerBrands") instanceof net.kyori.adventure.nbt.ListBinaryTag b && !b.isEmpty() && b.get(0) instanceof StringBinaryTag bs
                ? ", written by " + bs.value() : "";
        out.printf(Locale.ROOT, "world %s: level name %s, data version %s%s%s%n", target, name, dv, version, brand);
        boolean present = data.get("WorldGenSettings") != null || data.get("RandomSeed") != null
                || Files.exists(LevelDat.worldGenSettingsPath(target)) || Files.exists(target.resolve("world_gen_settings.dat"));
        if (present) {
            // the settings are there but damaged: that is a problem, not an absence
            err.println("ERROR " + why.getMessage());
            err.flush();
            return 1;
        }
        out.printf(Locale.ROOT, "  WARNING no world generation settings (seed, generators): not in level.dat, and there is no %s "
                + "(a server such as Paper may keep them elsewhere)%n", target.relativize(LevelDat.worldGenSettingsPath(target)));
        return 0;
    }

    private static long printRegion(PrintWriter out, PrintWriter err, RegionFile region, InspectTotals totals) throws IOException {
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
        long problems = Math.max(scan.errorCount(), unreadable) + undecodable.size();
        totals.addFile(RegionContent.CHUNKS, scan.presentChunks(), unreadable + undecodable.size(), 0, problems);
        return problems;
    }

    /**
     * The counts of a region line, adding up: {@code N chunks: R readable, U unreadable; W warning(s)}, where
     * {@code R + U = N} and warnings (a readable chunk or the file is odd, e.g. its size is not a multiple of 4096)
     * are counted apart; chunks whose NBT reads but does not decode as a chunk are named among the readable ones.
     */
    static String summary(int present, int readable, int undecodable, long warnings) {
        return summary(present, readable, undecodable, "chunks", warnings);
    }

    /** As {@link #summary(int, int, int, long)}, naming what the undecodable ones are not ("entity chunks"). */
    static String summary(int present, int readable, int undecodable, String decodableAs, long warnings) {
        StringBuilder sb = new StringBuilder();
        sb.append(present).append(present == 1 ? " chunk: " : " chunks: ").append(readable).append(" readable");
        if (undecodable > 0) sb.append(" (").append(undecodable).append(" of them not decodable as ").append(decodableAs).append(")");
        sb.append(", ").append(present - readable).append(" unreadable; ").append(warnings).append(warnings == 1 ? " warning" : " warnings");
        return sb.toString();
    }

    static String counts(Map<String, Integer> m) {
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
        ChunkStructures.print(out, data.structures());
        for (ChunkSection s : data.sections()) {
            out.printf(Locale.ROOT, "  section Y=%d: block palette %d%s, biome palette %d, light: %s%n", s.y(), s.blockPalette().size(),
                    s.blockPalette().size() == 1 ? " (" + s.blockPalette().get(0).getString("Name") + ")" : "",
                    s.biomePalette().size(), lightArrays(s));
        }
    }

    /** Which light arrays a section holds: "block sky", "block", "sky" or "none" (no trailing space). */
    static String lightArrays(ChunkSection s) {
        List<String> arrays = new ArrayList<>();
        if (s.blockLight() != null) arrays.add("block");
        if (s.skyLight() != null) arrays.add("sky");
        return arrays.isEmpty() ? "none" : String.join(" ", arrays);
    }
}
