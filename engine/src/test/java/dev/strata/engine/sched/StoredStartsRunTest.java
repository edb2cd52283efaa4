package dev.strata.engine.sched;

import static dev.strata.engine.sched.SchedTesting.work;
import static dev.strata.engine.sched.SchedTesting.chunks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.testing.SharedData;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run places structure pieces from the starts stored in the chunks on disk around it ({@link StoredStarts}), as the
 * game does, not from starts made afresh: overworld seed 13579, the mineshaft whose start chunk is (-53, 1).
 */
class StoredStartsRunTest {
    private static final int SX = -53, SZ = 1;
    private static final String MINESHAFT = "minecraft:mineshaft";

    private static DimensionGenerator overworld() {
        return DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
    }

    @Test
    void piecesArePlacedFromTheStartsStoredOnDisk(@TempDir Path dir) throws Exception {
        DimensionGenerator g = overworld();
        // the start chunk, decorated by a first run: on disk with its mineshaft start, as the game would leave it
        Path seeded = dir.resolve("seeded");
        run(g, seeded, RegionPlan.ofChunks(Pattern.WORLD, new long[] {ChunkPos.pack(SX, SZ)}));
        CompoundBinaryTag startChunk = chunks(seeded.resolve("region")).get(ChunkPos.pack(SX, SZ));
        CompoundBinaryTag start = startChunk.getCompound("structures").getCompound("starts").getCompound(MINESHAFT);
        assertTrue(start.getList("Children").size() > 0, "the mineshaft starts in chunk " + SX + " " + SZ);
        RegionPlan area = reached(start);

        Map<Long, CompoundBinaryTag> fresh = area(runOn(g, dir.resolve("fresh"), null, area), area);
        Map<Long, CompoundBinaryTag> asStored = area(runOn(g, dir.resolve("stored"), startChunk, area), area);
        assertEquals(fresh, asStored, "a start stored as it is made gives the chunks a fresh start gives");

        CompoundBinaryTag without = withStarts(startChunk, CompoundBinaryTag.empty());
        Map<Long, CompoundBinaryTag> none = area(runOn(g, dir.resolve("none"), without, area), area);
        int differ = 0, railsFresh = 0, railsNone = 0;
        for (Long k : fresh.keySet()) {
            if (!fresh.get(k).equals(none.get(k))) differ++;
            railsFresh += count(fresh.get(k), "minecraft:rail");
            railsNone += count(none.get(k), "minecraft:rail");
            long[] refs = none.get(k).getCompound("structures").getCompound("References").getLongArray(MINESHAFT);
            for (long r : refs) assertNotEquals(ChunkPos.pack(SZ, SX), r, "no chunk refers to the start its start chunk does not hold");
        }
        // three other mineshafts reach the area too (start chunks -48 0, -49 4 and -49 -8): theirs stay
        assertTrue(railsNone < railsFresh, "fewer rails without the corridors of the start not stored: " + railsNone + " of " + railsFresh);
        assertEquals(fresh.size(), differ, "every chunk the start reached differs");

        // a start of a structure the registry does not hold is dropped, as the game drops it: as if none were stored
        CompoundBinaryTag unknownId = withStarts(startChunk, CompoundBinaryTag.builder().put("example:vault", start.putString("id", "example:vault")).build());
        assertEquals(none, area(runOn(g, dir.resolve("unknown"), unknownId, area), area));

        // what the stored pieces hold is what is placed: every corridor stored without rails lays none
        ListBinaryTag.Builder<CompoundBinaryTag> railless = ListBinaryTag.builder(net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND);
        for (var c : start.getList("Children")) {
            CompoundBinaryTag piece = (CompoundBinaryTag) c;
            railless.add(piece.get("hr") != null ? piece.putBoolean("hr", false) : piece);
        }
        CompoundBinaryTag noRails = withStarts(startChunk, CompoundBinaryTag.builder().put(MINESHAFT, start.put("Children", railless.build())).build());
        Map<Long, CompoundBinaryTag> stored = area(runOn(g, dir.resolve("rails"), noRails, area), area);
        int railsStored = 0;
        for (Long k : stored.keySet()) railsStored += count(stored.get(k), "minecraft:rail");
        assertEquals(railsNone, railsStored, "the other mineshafts' rails only");
        assertNotEquals(fresh, stored);
    }

    /**
     * An unplaceable start reaches the chunks its box meets as the game's references see that box: grown by 12 blocks
     * for a structure that adapts terrain (game: {@code Structure.adjustBoundingBox}), so the chunks just outside its
     * pieces, which the game's beardifier shapes around them, are left to the game too.
     */
    @Test
    void theReachOfAStartThatAdaptsTerrainIsItsGrownBox() {
        var starts = overworld().structureStarts();
        assertEquals(12, StoredStarts.inflateOf(starts, "minecraft:village_plains"), "beard_thin");
        assertEquals(0, StoredStarts.inflateOf(starts, MINESHAFT));
        assertEquals(12, StoredStarts.inflateOf(starts, "example:vault"), "unknown: the most a box grows");
        assertEquals(12, StoredStarts.inflateOf(starts, "Not An Id"));
        // a village of another data version at chunk -5 3, pieces over x -90..-60 and z 40..70 (chunks -6..-4, 2..4);
        // grown by 12: x -102..-48, z 28..82 (chunks -7..-3, 1..5; -102 >> 4 is -7, rounded down, where -102 / 16 is -6)
        CompoundBinaryTag village = CompoundBinaryTag.builder().putString("id", "minecraft:village_plains").put("Children", ListBinaryTag.builder()
                .add(CompoundBinaryTag.builder().putIntArray("BB", new int[] {-90, 10, 40, -60, 30, 70}).build()).build()).build();
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {-6, 2, -4, 4}, StoredStarts.reachOf(village, -5, 3, 0));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {-7, 1, -3, 5}, StoredStarts.reachOf(village, -5, 3, 12));
        for (String id : List.of("minecraft:village_plains", MINESHAFT)) {
            CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 3955).putString("Status", "minecraft:full")
                    .put("structures", CompoundBinaryTag.builder().put("starts", CompoundBinaryTag.builder().put(id, village.putString("id", id)).build()).build())
                    .build();
            StoredStarts stored = new StoredStarts();
            stored.recordForeign(-5, 3, old);
            try {
                stored.bind(starts);
                assertEquals(1, stored.unplaceable());
                assertTrue(stored.leftToGame(-4, 4, (x, z) -> true), "in the pieces' chunks");
                boolean grown = !id.equals(MINESHAFT);
                // every side: chunks -7 and -3 in x, 1 and 5 in z are within 12 blocks of the pieces
                for (int[] c : new int[][] {{-7, 3}, {-3, 3}, {-5, 1}, {-5, 5}}) {
                    assertEquals(grown, stored.leftToGame(c[0], c[1], (x, z) -> true), id + ": chunk " + c[0] + " " + c[1]);
                }
                assertFalse(stored.leftToGame(-2, 5, (x, z) -> true), id);
                assertFalse(stored.leftToGame(-8, 0, (x, z) -> true), id);
            } finally {
                starts.endDecoration();
            }
        }
    }

    /** A 4 x 3 block of chunks the start's box reaches, at least three chunks from the start chunk. */
    private static RegionPlan reached(CompoundBinaryTag start) {
        int[] box = StoredStarts.reachOf(start, SX, SZ, 0); // a mineshaft does not adapt terrain
        List<Long> chunks = new ArrayList<>();
        int x0 = box[2] >= SX + 6 ? SX + 3 : SX - 6, z0 = box[3] >= SZ + 5 ? SZ + 3 : SZ - 5;
        for (int x = x0; x < x0 + 4; x++) for (int z = z0; z < z0 + 3; z++) chunks.add(ChunkPos.pack(x, z));
        for (long c : chunks) {
            int x = ChunkPos.x(c), z = ChunkPos.z(c);
            assertTrue(x >= box[0] && x <= box[2] && z >= box[1] && z <= box[3], "reached: " + x + " " + z + " of " + java.util.Arrays.toString(box));
        }
        return RegionPlan.ofChunks(Pattern.WORLD, chunks.stream().mapToLong(Long::longValue).toArray());
    }

    private static CompoundBinaryTag withStarts(CompoundBinaryTag chunk, CompoundBinaryTag starts) {
        return chunk.put("structures", chunk.getCompound("structures").put("starts", starts));
    }

    private static int count(CompoundBinaryTag chunk, String block) {
        int n = 0;
        for (var s : chunk.getList("sections")) {
            ListBinaryTag palette = ((CompoundBinaryTag) s).getCompound("block_states").getList("palette");
            for (var p : palette) if (((CompoundBinaryTag) p).getString("Name").equals(block)) n++;
        }
        return n;
    }

    /** A world holding only {@code startChunk} (none when null), then a run over {@code area}; its region folder. */
    private static Path runOn(DimensionGenerator g, Path w, CompoundBinaryTag startChunk, RegionPlan area) throws Exception {
        Files.createDirectories(w.resolve("region"));
        if (startChunk != null) put(w, startChunk);
        run(g, w, area);
        return w.resolve("region");
    }

    private static void put(Path w, CompoundBinaryTag chunk) throws Exception {
        try (RegionFile f = RegionFile.open(w.resolve("region/r." + (SX >> 5) + "." + (SZ >> 5) + ".mca"))) {
            f.write(SX, SZ, chunk, Compression.ZLIB);
        }
    }

    private static Map<Long, CompoundBinaryTag> area(Path region, RegionPlan area) throws Exception {
        Map<Long, CompoundBinaryTag> all = chunks(region), out = new TreeMap<>();
        for (Map.Entry<Long, CompoundBinaryTag> e : all.entrySet()) {
            if (area.contains(ChunkPos.x(e.getKey()), ChunkPos.z(e.getKey()))) out.put(e.getKey(), e.getValue());
        }
        assertEquals(area.chunkCount(), out.size());
        return out;
    }

    private static DecorationJob job(DimensionGenerator g, Path world) {
        return job(g, world, new GenerateListener() {});
    }

    private static DecorationJob job(DimensionGenerator g, Path world, GenerateListener listener) {
        return new DecorationJob(g, new DecorationJob.Settings(world.resolve("region"), Compression.ZLIB, 2, 1234,
                world.resolve("journal.bin"), false, ChunkStep.FEATURES), listener, null);
    }

    private static void run(DimensionGenerator g, Path world, RegionPlan plan) throws Exception {
        GenerateJob.Result r = job(g, world).run(work(plan), plan::contains, (x, z) -> false);
        assertFalse(r.stopped());
        assertEquals(0, r.leftToGame());
    }

}
