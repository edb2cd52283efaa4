package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The starts and references of a dimension (seed 13579), against the three mineshaft starts the game made
 * ({@code fixtures/vanilla-hashes-13579/structure_starts.json}: start chunk, piece count, total box), and the
 * features step placing a mineshaft's pieces.
 */
class StructureStartsTest {
    private static DimensionGenerator generator;
    private static DimensionGenerator.Worker worker;
    private static StructureStarts starts;

    @BeforeAll
    static void load() {
        generator = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        worker = generator.newWorker();
        starts = generator.structureStarts();
    }

    @ParameterizedTest
    @CsvSource({
        "-99, 5, 105, -1669, 11, -12, -1529, 35, 156",
        "-93, 16, 81, -1565, -53, 194, -1407, -33, 326",
        "-91, -79, 78, -1515, 14, -1334, -1393, 29, -1215"})
    void theGamesMineshaftStartsAndTheChunksTheyReach(int cx, int cz, int pieces, int x0, int y0, int z0, int x1, int y1, int z1) {
        List<StructureStart> at = starts.startsAt(cx, cz, worker.structureContext());
        assertEquals(1, at.size(), "starts in chunk " + cx + ", " + cz);
        StructureStart s = at.get(0);
        assertEquals("minecraft:mineshaft", s.structure());
        assertEquals(pieces, s.pieces().size());
        BoundingBox box = s.boundingBox();
        assertEquals(List.of(x0, y0, z0, x1, y1, z1), List.of(box.minX(), box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ()));
        ResourceId mineshaft = ResourceId.parse("minecraft:mineshaft");
        // every chunk the box meets (all within 8 chunks of the start here) references it; a chunk just outside does not
        for (int x = x0 >> 4; x <= x1 >> 4; x++) {
            for (int z = z0 >> 4; z <= z1 >> 4; z++) {
                assertTrue(starts.references(x, z, mineshaft, worker.structureContext()).contains(s), "chunk " + x + ", " + z);
            }
        }
        assertTrue(!starts.references((x1 >> 4) + 1, z0 >> 4, mineshaft, worker.structureContext()).contains(s));
        assertEquals(List.of(), starts.startsAt(cx + 1, cz, worker.structureContext()), "the next chunk starts nothing");
    }

    /**
     * Two mineshafts reach chunk (421420, 306428) (starts in chunks (421418, 306426) and (421423, 306424)); the game
     * places them in its reference set's order, a fastutil {@code LongOpenHashSet} of the game's {@code ChunkPos.pack}
     * keys (x low, z high), and saves those keys. With x and z packed the other way round the set iterates the other
     * way here (the eastern start first): the 26.2 game's features hash of this chunk (and of 26 more chunks where mineshafts overlap) matched
     * only with the game's packing.
     */
    @Test
    void overlappingStartsInTheGamesReferenceOrderWithTheGamesKeys() {
        int cx = 421420, cz = 306428;
        ResourceId mineshaft = ResourceId.parse("minecraft:mineshaft");
        it.unimi.dsi.fastutil.longs.LongOpenHashSet game = new it.unimi.dsi.fastutil.longs.LongOpenHashSet();
        for (int[] start : new int[][] {{421418, 306426}, {421423, 306424}}) { // createReferences' order: x, then z
            game.add((start[0] & 0xFFFFFFFFL) | ((long) start[1] << 32));
        }
        long[] want = game.toLongArray();
        assertEquals(421418, (int) want[0], "the set iterates the western start first");
        long[] got = starts.referenceKeys(cx, cz, mineshaft, worker.structureContext());
        assertEquals(java.util.Arrays.toString(want), java.util.Arrays.toString(got));
        List<StructureStart> placed = starts.references(cx, cz, mineshaft, worker.structureContext());
        assertEquals(List.of(421418, 421423), placed.stream().map(StructureStart::chunkX).toList());
    }

    /** The features step seeds a structure by its index among all structures of its step, in registry order. */
    @Test
    void undergroundStructuresInRegistryOrder() {
        assertEquals(List.of("minecraft:buried_treasure", "minecraft:mineshaft", "minecraft:mineshaft_mesa", "minecraft:trail_ruins",
                "minecraft:trial_chambers"), starts.structuresOfStep(3).stream().map(ResourceId::toString).toList());
    }

    /**
     * The start chunk of the first mineshaft gets its room (a hollow dome over a dirt floor, under stone) at the
     * features step only with structures on: its air and dirt inside the room's box.
     */
    @Test
    void theFeaturesStepPlacesTheMineshaft() {
        int cx = -99, cz = 5;
        ProtoChunk on = decorated(cx, cz, true), off = decorated(cx, cz, false);
        StructureStart s = starts.startsAt(cx, cz, worker.structureContext()).get(0);
        BoundingBox room = s.pieces().get(0).getBoundingBox();
        int changed = 0;
        for (int x = Math.max(room.minX(), cx << 4); x <= Math.min(room.maxX(), (cx << 4) + 15); x++) {
            for (int z = Math.max(room.minZ(), cz << 4); z <= Math.min(room.maxZ(), (cz << 4) + 15); z++) {
                for (int y = room.minY(); y <= room.maxY(); y++) if (on.getBlock(x & 15, y, z & 15) != off.getBlock(x & 15, y, z & 15)) changed++;
            }
        }
        assertTrue(changed > 200, changed + " blocks of the room changed");
        // the trial chambers at chunk (-98, 7) lie below the room (their pieces reach y 2): their blocks, and the ore
        // features drawn after them (an ore's draws depend on the air it meets), change the blocks down there, so
        // "nothing below the room changes" holds between the chambers' top and the room
        int chambersTop = Integer.MIN_VALUE;
        for (StructureStart t : starts.references(cx, cz, ResourceId.parse("minecraft:trial_chambers"), worker.structureContext())) {
            for (StructurePiece p : t.pieces()) chambersTop = Math.max(chambersTop, p.getBoundingBox().maxY());
        }
        assertTrue(chambersTop > on.minY() && chambersTop < room.minY() - 4, "the trial chambers reach the chunk below the room: " + chambersTop);
        // the chambers also adapt the terrain (encapsulate) up to 12 blocks beyond their pieces (the start's box grows by
        // 12, game: adjustBoundingBox), so the band starts above that
        int bandFrom = chambersTop + 13;
        assertTrue(bandFrom < room.minY() - 1 - 8, "a band of at least 8 layers: " + bandFrom + " .. " + (room.minY() - 2));
        int outside = 0;
        for (int y = bandFrom; y < room.minY() - 1; y++) {
            for (int x = 0; x < 16; x++) for (int z = 0; z < 16; z++) if (on.getBlock(x, y, z) != off.getBlock(x, y, z)) outside++;
        }
        assertEquals(0, outside, "between the trial chambers and the room nothing changes");
    }

    private static ProtoChunk decorated(int cx, int cz, boolean structures) {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        g.setGenerateStructures(structures);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = g.newChunk();
                w.generate(cx + dx, cz + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        w.decorate(around);
        return around[4];
    }

    /**
     * {@code startsAt} restricted to some structures (what {@code strata structures --structure} asks) finds exactly
     * the unrestricted starts of those structures: over 48 x 48 chunks around the origin, which hold mineshafts and
     * other structures of several sets, for a restriction to mineshafts and to a set the area has none of.
     */
    @org.junit.jupiter.api.Test
    void aRestrictedSearchFindsTheSameStartsOfItsStructures() {
        // a generator of its own: filling the shared one's start cache would replace the starts the other tests compare by identity
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        StructureStarts starts = g.structureStarts();
        DimensionGenerator.Worker worker = g.newWorker();
        java.util.Set<String> mineshafts = java.util.Set.of("minecraft:mineshaft");
        int all = 0, kept = 0;
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (int x = -24; x < 24; x++) {
            for (int z = -24; z < 24; z++) {
                List<StructureStart> every = starts.startsAt(x, z, worker.structureContext());
                all += every.size();
                for (StructureStart s : every) seen.add(s.structure());
                List<String> want = every.stream().filter(s -> mineshafts.contains(s.structure())).map(s -> s.structure() + " " + s.chunkX() + " " + s.chunkZ()
                        + " " + s.pieces().size()).toList();
                List<StructureStart> restricted = starts.startsAt(x, z, worker.structureContext(), mineshafts);
                java.util.function.Function<StructureStart, String> named = s -> s.structure() + " " + s.chunkX() + " " + s.chunkZ() + " " + s.pieces().size();
                assertTrue(every.stream().map(named).toList().containsAll(restricted.stream().map(named).toList()),
                        "only starts the whole search finds: chunk " + x + " " + z);
                // the sets that can start a mineshaft are tried whole (mineshaft_mesa comes with them); the caller keeps its own
                List<String> got = restricted.stream().filter(s -> mineshafts.contains(s.structure()))
                        .map(s -> s.structure() + " " + s.chunkX() + " " + s.chunkZ() + " " + s.pieces().size()).toList();
                assertEquals(want, got, "chunk " + x + " " + z);
                kept += got.size();
                assertEquals(List.of(), starts.startsAt(x, z, worker.structureContext(), java.util.Set.of("minecraft:mansion")), "no mansion here");
            }
        }
        assertTrue(kept >= 3 && all > kept, "the area holds mineshafts (" + kept + ") and other starts (" + all + "): " + seen);
    }

    /**
     * Placing changes some pieces (a corridor's spawner, a hut's floor height), so a start must stay one object from the
     * first chunk that places it to the last. Session 20 found a run's bytes differing from another's after the cache
     * was cleared (when full) between two chunks of a corridor. While a decoration holds them, a start is kept until
     * released, and a release keeps what a later decoration still places.
     */
    @Test
    void aHeldStartStaysOneObjectUntilNoDecorationPlacesIt() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        StructureStarts own = g.structureStarts();
        StructureStarts.Context ctx = g.newWorker().structureContext();
        own.candidateLimit(1); // cleared whenever a second selected chunk's start is kept, unless held
        StructureStart a = own.startsAt(-99, 5, ctx).get(0);
        own.startsAt(-93, 16, ctx);
        assertTrue(own.startsAt(-99, 5, ctx).get(0) != a, "not held: the full cache was cleared and the start made afresh");
        own.holdForDecoration();
        StructureStart held = own.startsAt(-99, 5, ctx).get(0);
        own.startsAt(-93, 16, ctx);
        own.startsAt(-91, -79, ctx);
        assertTrue(own.startsAt(-99, 5, ctx).get(0) == held, "held: the full cache keeps it");
        // its box spans chunks -105..-96 by -1..9: kept while a region it meets is still decorated
        own.releaseStarts((x0, z0, x1, z1) -> x0 <= -96 && -105 <= x1 && z0 <= 9 && -105 <= z1);
        assertTrue(own.startsAt(-99, 5, ctx).get(0) == held, "a later decoration still places it: kept");
        own.releaseStarts((x0, z0, x1, z1) -> false);
        StructureStart fresh = own.startsAt(-99, 5, ctx).get(0);
        assertTrue(fresh != held, "released: made afresh");
        assertEquals(held.createTag(), fresh.createTag(), "unchanged by placing here, the same start");
        own.endDecoration();
        own.startsAt(-93, 16, ctx);
        assertTrue(own.startsAt(-99, 5, ctx).get(0) != fresh, "after the decoration, cleared when full again");
    }

    /**
     * What a checkpoint keeps of the starts ({@code sched.DecorationJournal}): only starts a piece of which was placed,
     * and only while a later decoration still places them; put back, the start is read from its tag (placed, so the
     * next checkpoint keeps it again), and a tag that cannot be read is an error naming where it is.
     */
    @Test
    void placedStartsAreSavedAndPutBack() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        StructureStarts own = g.structureStarts();
        StructureStarts.Context ctx = g.newWorker().structureContext();
        own.holdForDecoration();
        StructureStart a = own.startsAt(-99, 5, ctx).get(0);
        own.startsAt(-93, 16, ctx);
        assertEquals(List.of(), own.placedStartTags((x0, z0, x1, z1) -> true), "nothing placed: nothing to keep");
        a.pieces().get(3).markPlaced();
        assertTrue(a.placed());
        assertEquals(List.of(), own.placedStartTags((x0, z0, x1, z1) -> false), "placed, but no later decoration places it");
        List<net.kyori.adventure.nbt.CompoundBinaryTag> saved = own.placedStartTags((x0, z0, x1, z1) -> true);
        assertEquals(1, saved.size(), "the placed start's chunk alone");
        assertEquals(a.createTag(), saved.get(0).getList("starts").getCompound(0));
        own.endDecoration();
        own.holdForDecoration();
        own.startsAt(-99, 5, ctx); // computed afresh before the journal is read: replaced
        own.restoreStarts(saved, "journal");
        StructureStart back = own.startsAt(-99, 5, ctx).get(0);
        assertTrue(back != a && back.placed(), "read back, and counted as placed");
        assertEquals(a.createTag(), back.createTag());
        assertEquals(saved, own.placedStartTags((x0, z0, x1, z1) -> true), "the next checkpoint keeps it again");
        net.kyori.adventure.nbt.CompoundBinaryTag bad = saved.get(0).put("starts", net.kyori.adventure.nbt.ListBinaryTag.builder(
                net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND).add(a.createTag().putString("id", "minecraft:no_such_structure")).build());
        StructureNbtException e = org.junit.jupiter.api.Assertions.assertThrows(StructureNbtException.class, () -> own.restoreStarts(List.of(bad), "journal"));
        assertTrue(e.getMessage().startsWith("journal: starts[0][0]") && e.getMessage().contains("unknown structure"), e.getMessage());
        own.endDecoration();
    }
}
