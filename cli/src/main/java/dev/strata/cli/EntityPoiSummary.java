package dev.strata.cli;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.region.RegionProblem;
import dev.strata.regionio.region.RegionScan;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * {@code strata inspect} of the region files that do not hold terrain: {@code entities/} and {@code poi/}
 * ({@link RegionContent}). Each file gets one line counting its chunks as {@link InspectCommand#summary readable or
 * unreadable}, then its data versions and its entities (by {@code id}) or points of interest (by {@code type}).
 *
 * <p>Entities are counted with their passengers (an entity's {@code Passengers} list, nested as the game saves a
 * vehicle and its riders). Problems: a chunk that cannot be read (from the region scan), or whose NBT lacks what the
 * game's codec requires ({@code Position} int[2] and {@code Entities}; {@code Sections} with {@code Records} whose
 * elements have a string {@code type} and an int[3] {@code pos}), is an error naming file, chunk and key path.
 * Warnings (readable, but odd): a {@code Position} other than the chunk's slot, an entity without {@code id} (the
 * game drops it on load), a {@code Sections} key that is not a section y (the game ignores it).
 */
final class EntityPoiSummary {
    private EntityPoiSummary() {}

    /** What one chunk holds: counts by entity id or POI type, and its warnings; sections not marked valid (POI). */
    private record Tally(Map<String, Integer> counts, List<String> warnings, int invalidSections) {}

    /**
     * Prints the summary of one entity or POI region file, adds it to {@code totals}, and returns its problems
     * (unreadable or malformed chunks; each printed to {@code err} as an {@code ERROR} line).
     */
    static long print(PrintWriter out, PrintWriter err, RegionFile region, RegionContent kind, InspectTotals totals) throws IOException {
        RegionScan scan = region.scan();
        Map<String, Integer> versions = new TreeMap<>();
        Map<String, Integer> types = new TreeMap<>();
        List<String> warnings = new ArrayList<>();
        List<String> malformed = new ArrayList<>();
        int invalid = 0;
        for (int[] c : region.chunks()) {
            CompoundBinaryTag tag;
            try {
                tag = region.read(c[0], c[1]).orElseThrow();
            } catch (ChunkReadException e) {
                continue; // listed by the scan
            }
            String where = region.path() + " chunk (" + c[0] + ", " + c[1] + ")";
            versions.merge(tag.get("DataVersion") instanceof IntBinaryTag dv ? Integer.toString(dv.value()) : "none", 1, Integer::sum);
            try {
                Tally t = tally(tag, kind, c[0], c[1]);
                t.counts().forEach((k, v) -> types.merge(k, v, Integer::sum));
                for (String w : t.warnings()) warnings.add("WARNING " + where + ": " + w);
                invalid += t.invalidSections();
            } catch (NbtFormatException e) {
                malformed.add("ERROR " + where + ": " + e.getMessage());
            }
        }
        long things = types.values().stream().mapToLong(Integer::longValue).sum();
        long scanWarnings = scan.problems().size() - scan.errorCount();
        int unreadable = scan.presentChunks() - scan.readableChunks();
        out.printf(Locale.ROOT, "%s: %s (%d, %d), %s%n", region.path(), kind.label(), region.regionX(), region.regionZ(),
                InspectCommand.summary(scan.presentChunks(), scan.readableChunks(), malformed.size(), kind == RegionContent.ENTITIES ? "entity chunks" : "POI chunks",
                        scanWarnings + warnings.size()));
        if (scan.presentChunks() > 0) {
            out.println("  data versions: " + InspectCommand.counts(versions));
            String noun = kind == RegionContent.ENTITIES ? (things == 1 ? "entity" : "entities") : (things == 1 ? "point of interest" : "points of interest");
            out.printf(Locale.ROOT, "  %d %s%s%s%n", things, noun, things > 0 ? ": " : "", InspectCommand.counts(types));
            if (invalid > 0) out.printf(Locale.ROOT, "  %d POI section(s) not marked valid (the game rebuilds them from the blocks)%n", invalid);
        }
        for (RegionProblem p : scan.problems()) {
            if (p.severity() == RegionProblem.Severity.ERROR) err.println(p);
            else out.println("  " + p);
        }
        for (String w : warnings) out.println("  " + w);
        for (String line : malformed) err.println(line);
        err.flush();
        long problems = Math.max(scan.errorCount(), unreadable) + malformed.size();
        totals.addFile(kind, scan.presentChunks(), unreadable + malformed.size(), things, problems);
        return problems;
    }

    /** Prints one entity or POI chunk in detail; a malformed one is an {@link NbtFormatException} naming file and chunk. */
    static void printChunk(PrintWriter out, RegionFile region, RegionContent kind, int x, int z) throws IOException {
        var read = region.read(x, z);
        if (read.isEmpty()) {
            out.printf(Locale.ROOT, "%s: %s chunk (%d, %d) is absent (empty header entry)%n", region.path(), noun(kind), x, z);
            return;
        }
        CompoundBinaryTag tag = read.get();
        Tally t;
        try {
            t = tally(tag, kind, x, z);
        } catch (NbtFormatException e) {
            throw new NbtFormatException(region.path() + " chunk (" + x + ", " + z + "): " + e.keyPath(), e.getMessage().substring(e.keyPath().length() + 2));
        }
        long n = t.counts().values().stream().mapToLong(Integer::longValue).sum();
        out.printf(Locale.ROOT, "%s: %s chunk (%d, %d), data version %s, %d %s%n", region.path(), noun(kind), x, z,
                tag.get("DataVersion") instanceof IntBinaryTag dv ? Integer.toString(dv.value()) : "none", n,
                kind == RegionContent.ENTITIES ? "entities (passengers included)" : "points of interest");
        for (String w : t.warnings()) out.println("  warning: " + w);
        if (kind == RegionContent.ENTITIES) {
            ListBinaryTag list = Nbt.getList(tag, "Entities", BinaryTagTypes.COMPOUND, "");
            for (BinaryTag e : list) printEntity(out, (CompoundBinaryTag) e, "  ");
        } else {
            CompoundBinaryTag sections = Nbt.getCompound(tag, "Sections", "");
            for (String key : new java.util.TreeSet<>(sections.keySet())) {
                CompoundBinaryTag s = (CompoundBinaryTag) sections.get(key);
                out.printf(Locale.ROOT, "  section Y=%s%s%n", key, s.get("Valid") instanceof ByteBinaryTag v && v.value() != 0 ? "" : " (not marked valid)");
                for (BinaryTag r : Nbt.getList(s, "Records", BinaryTagTypes.COMPOUND, "")) {
                    CompoundBinaryTag rec = (CompoundBinaryTag) r;
                    int[] pos = rec.getIntArray("pos");
                    out.printf(Locale.ROOT, "    %s at (%d, %d, %d)%s%n", rec.getString("type"), pos[0], pos[1], pos[2],
                            rec.get("free_tickets") instanceof IntBinaryTag f ? ", free tickets " + f.value() : "");
                }
            }
        }
    }

    private static String noun(RegionContent kind) {
        return kind == RegionContent.ENTITIES ? "entity" : "POI";
    }

    private static void printEntity(PrintWriter out, CompoundBinaryTag e, String indent) {
        String id = e.get("id") instanceof StringBinaryTag s ? s.value() : "(no id)";
        String at = "";
        if (e.get("Pos") instanceof ListBinaryTag pos && pos.size() == 3 && pos.get(0) instanceof NumberBinaryTag) {
            at = String.format(Locale.ROOT, " at (%.2f, %.2f, %.2f)", ((NumberBinaryTag) pos.get(0)).doubleValue(),
                    ((NumberBinaryTag) pos.get(1)).doubleValue(), ((NumberBinaryTag) pos.get(2)).doubleValue());
        }
        out.println(indent + id + at);
        if (e.get("Passengers") instanceof ListBinaryTag riders) {
            for (BinaryTag r : riders) {
                if (r instanceof CompoundBinaryTag rc) printEntity(out, rc, indent + "  passenger: ");
            }
        }
    }

    private static Tally tally(CompoundBinaryTag tag, RegionContent kind, int x, int z) throws NbtFormatException {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> warnings = new ArrayList<>();
        if (kind == RegionContent.ENTITIES) {
            int[] pos = Nbt.getIntArray(tag, "Position", "");
            if (pos.length != 2) throw new NbtFormatException("Position", "has " + pos.length + " values, expected 2 (chunk x, z)");
            if (pos[0] != x || pos[1] != z) warnings.add("stored in the slot of (" + x + ", " + z + ") but its Position says (" + pos[0] + ", " + pos[1] + ")");
            ListBinaryTag list = Nbt.getList(tag, "Entities", BinaryTagTypes.COMPOUND, "");
            for (int i = 0; i < list.size(); i++) countEntity(Nbt.compoundAt(list, i, "Entities"), "Entities[" + i + "]", counts, warnings);
            return new Tally(counts, warnings, 0);
        }
        CompoundBinaryTag sections = Nbt.getCompound(tag, "Sections", "");
        int invalid = 0;
        for (String key : sections.keySet()) {
            String path = "Sections." + key;
            try {
                Integer.parseInt(key);
            } catch (NumberFormatException e) {
                warnings.add(path + ": not a section y, ignored by the game");
            }
            CompoundBinaryTag s = Nbt.getCompound(sections, key, "Sections");
            if (!(s.get("Valid") instanceof ByteBinaryTag v) || v.value() == 0) invalid++;
            ListBinaryTag records = Nbt.getList(s, "Records", BinaryTagTypes.COMPOUND, path);
            for (int i = 0; i < records.size(); i++) {
                String rp = path + ".Records[" + i + "]";
                CompoundBinaryTag r = Nbt.compoundAt(records, i, path + ".Records");
                String type = Nbt.getString(r, "type", rp);
                int[] p = Nbt.getIntArray(r, "pos", rp);
                if (p.length != 3) throw new NbtFormatException(rp + ".pos", "has " + p.length + " values, expected 3 (x, y, z)");
                counts.merge(type, 1, Integer::sum);
            }
        }
        return new Tally(counts, warnings, invalid);
    }

    private static void countEntity(CompoundBinaryTag e, String path, Map<String, Integer> counts, List<String> warnings) throws NbtFormatException {
        StringBinaryTag idTag = Nbt.optional(e, "id", BinaryTagTypes.STRING, path);
        String id = idTag == null ? null : idTag.value();
        if (id == null) warnings.add(path + ": no id (the game drops such an entity)");
        counts.merge(id == null ? "(no id)" : id, 1, Integer::sum);
        ListBinaryTag riders = Nbt.optional(e, "Passengers", BinaryTagTypes.LIST, path);
        if (riders == null) return;
        String rp = path + ".Passengers";
        for (int i = 0; i < riders.size(); i++) countEntity(Nbt.compoundAt(riders, i, rp), rp + "[" + i + "]", counts, warnings);
    }
}
