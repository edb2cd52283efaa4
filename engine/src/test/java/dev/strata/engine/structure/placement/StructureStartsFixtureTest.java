package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Placement against the structure starts the game made for seed 13579
 * ({@code ../shared/fixtures/vanilla-hashes-13579/structure_starts.json}, see its README): the extractor generated
 * chunks that a set's placement selects in x, z -100..99 and kept the valid starts, so every start must be a chunk
 * that Strata's placement selects for a set holding its structure, with the structure among the ones the game tries
 * there. Also the number of selected chunks per set over that range, against what each placement's rule allows.
 */
class StructureStartsFixtureTest {
    private static final int MIN = -100, MAX = 99;

    private record Start(String dimension, ResourceId structure, int x, int z) {}

    private static List<Start> starts() throws Exception {
        JsonObject root = JsonParser.parseString(Files.readString(
                SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"))).getAsJsonObject();
        assertEquals(VanillaPlacements.SEED, root.get("seed").getAsLong());
        List<Start> out = new ArrayList<>();
        for (JsonElement e : root.getAsJsonArray("starts")) {
            JsonObject o = e.getAsJsonObject();
            out.add(new Start(o.get("dimension").getAsString(), ResourceId.parse(o.get("structure").getAsString()),
                    o.get("chunk_x").getAsInt(), o.get("chunk_z").getAsInt()));
        }
        return out;
    }

    @Test
    void everyGameStartIsASelectedChunkOfItsSet() throws Exception {
        List<Start> starts = starts();
        assertEquals(29, starts.size());
        List<String> wrong = new ArrayList<>();
        int firstAttempt = 0;
        for (Start s : starts) {
            StructurePlacements p = VanillaPlacements.of(s.dimension());
            StructureCandidate hit = null;
            for (StructureCandidate c : p.candidates(s.x(), s.z())) {
                if (c.attempts().contains(s.structure())) hit = c;
            }
            if (hit == null) {
                wrong.add(s + ": no possible set selecting the chunk holds the structure; candidates " + p.candidates(s.x(), s.z()));
            } else if (hit.chosen().equals(s.structure())) {
                firstAttempt++;
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        // Every start but the savanna village is the first structure its set tries there; at (-98, -10) the villages'
        // draws try village_desert first (not a desert there), then village_savanna.
        assertEquals(28, firstAttempt);
        StructurePlacements overworld = VanillaPlacements.of("minecraft:overworld");
        assertEquals(List.of(ResourceId.parse("minecraft:village_desert"), ResourceId.parse("minecraft:village_savanna")),
                overworld.attempts(VanillaPlacements.set(overworld, "minecraft:villages"), -98, -10).subList(0, 2));
    }

    /** Selected chunks of each possible set in x, z -100..99. */
    private static int count(StructurePlacements p, StructureSetDef set) {
        int n = 0;
        for (int x = MIN; x <= MAX; x++) {
            for (int z = MIN; z <= MAX; z++) if (p.isStructureChunk(set, x, z)) n++;
        }
        return n;
    }

    /**
     * A random-spread set of frequency 1 without exclusion zone selects exactly one chunk in each grid square; squares
     * wholly inside the range each add one, squares cut by its edge at most one.
     */
    private static void assertGridCount(StructurePlacements p, StructureSetDef set) {
        RandomSpreadPlacement r = (RandomSpreadPlacement) set.placement();
        int lo = Math.floorDiv(MIN, r.spacing()), hi = Math.floorDiv(MAX, r.spacing());
        int inside = 0;
        for (int g = lo; g <= hi; g++) if (g * r.spacing() >= MIN && g * r.spacing() + r.spacing() - 1 <= MAX) inside++;
        int all = hi - lo + 1;
        int n = count(p, set);
        assertTrue(n >= inside * inside && n <= all * all, set.id() + ": " + n + " selected chunks, expected "
                + inside * inside + ".." + all * all);
        int inFull = 0;
        for (int x = MIN; x <= MAX; x++) {
            for (int z = MIN; z <= MAX; z++) {
                int gx = Math.floorDiv(x, r.spacing()), gz = Math.floorDiv(z, r.spacing());
                boolean full = gx * r.spacing() >= MIN && gx * r.spacing() + r.spacing() - 1 <= MAX && gz * r.spacing() >= MIN
                        && gz * r.spacing() + r.spacing() - 1 <= MAX;
                if (full && p.isStructureChunk(set, x, z)) inFull++;
            }
        }
        assertEquals(inside * inside, inFull, set.id() + ": one chunk per whole grid square");
    }

    @Test
    void selectedChunkCountsArePlausible() {
        StructurePlacements nether = VanillaPlacements.of("minecraft:the_nether");
        // spacing 2, separation 1: the one chunk of every 2 x 2 square; the range holds 100 x 100 whole squares
        assertEquals(10_000, count(nether, VanillaPlacements.set(nether, "minecraft:nether_fossils")));
        assertGridCount(nether, VanillaPlacements.set(nether, "minecraft:nether_complexes"));
        assertGridCount(nether, VanillaPlacements.set(nether, "minecraft:ruined_portals"));
        StructurePlacements end = VanillaPlacements.of("minecraft:the_end");
        assertEquals(100, count(end, VanillaPlacements.set(end, "minecraft:end_cities"))); // spacing 20: 10 x 10 squares

        StructurePlacements overworld = VanillaPlacements.of("minecraft:overworld");
        for (StructureSetDef set : overworld.possibleSets()) {
            String id = set.id().toString();
            switch (id) {
                // 40,000 chunks at 1 % (σ ≈ 20) and 0.4 % (σ ≈ 12.6): within 4 σ
                case "minecraft:buried_treasures" -> assertBetween(id, count(overworld, set), 320, 480);
                case "minecraft:mineshafts" -> assertBetween(id, count(overworld, set), 110, 210);
                // about 35 squares at 1 in 5, fewer near villages
                case "minecraft:pillager_outposts" -> assertBetween(id, count(overworld, set), 0, 16);
                case "minecraft:strongholds" -> {
                    // only the first circle (3 positions, 88 to 168 chunks out) reaches into the range; counting searches
                    // just the positions whose start is near a chunk of the range, not all 128
                    int n = count(overworld, set);
                    assertBetween(id, n, 1, 3);
                    List<RingPositions.Start> starts = RingPositions.starts((ConcentricRingsPlacement) set.placement(), VanillaPlacements.SEED);
                    for (RingPositions.Start s : starts.subList(3, starts.size())) {
                        assertTrue(Math.max(Math.abs(s.chunkX()), Math.abs(s.chunkZ())) > MAX + RingPositions.MAX_SHIFT + 1);
                    }
                }
                default -> assertGridCount(overworld, set);
            }
        }
    }

    private static void assertBetween(String what, int n, int min, int max) {
        assertTrue(n >= min && n <= max, what + ": " + n + " selected chunks, expected " + min + ".." + max);
    }
}
