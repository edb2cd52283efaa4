package dev.strata.engine.structure.mineshaft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The blocks mineshaft pieces place during the features step, in a synthetic overworld-sized region of nine
 * chunks around chunk (0, 0) filled with stone up to y 99 (ocean-floor heightmap 100, so everything below is
 * "interior"), against the rules of the game's {@code MineshaftPieces}.
 */
class MineshaftPostProcessTest {
    private static final int MIN_Y = -64, HEIGHT = 384;
    private static BlockStates states;
    private static BiomeRegistry biomes;

    private static synchronized BlockStates states() {
        if (states == null) {
            states = new BlockStates(SharedData.vanilla());
            biomes = BiomeRegistry.load(SharedData.vanilla());
        }
        return states;
    }

    /** The region; {@code biome} is the biome everywhere. */
    private static final class Region {
        final ProtoChunk[] chunks = new ProtoChunk[9];
        final DecorationRegion level;

        Region(String biome) {
            BlockStates s = states();
            int id = biomes.id(dev.strata.engine.data.ResourceId.parse(biome));
            level = new DecorationRegion(s, 13579L, 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> id);
            int stone = s.defaultState("minecraft:stone");
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                    c.reset(dx, dz);
                    c.setStatus(ProtoChunk.STATUS_CARVERS);
                    Arrays.fill(c.blocks(), 0, (100 - MIN_Y) << 8, stone); // y -64..99
                    c.setBlock(0, MIN_Y, 0, stone); // the heightmaps are set below, not recounted
                    Arrays.fill(c.oceanFloorWg(), 100);
                    Arrays.fill(c.worldSurfaceWg(), 100);
                    chunks[(dz + 1) * 3 + dx + 1] = c;
                }
            }
            level.set(0, 0, chunks);
        }

        void set(int x, int y, int z, String state) {
            ProtoChunk c = chunks[((z >> 4) + 1) * 3 + (x >> 4) + 1];
            c.setBlock(x & 15, y, z & 15, states.registry().parse(state));
        }

        String at(int x, int y, int z) {
            return states.registry().toString(level.getBlockState(x, y, z));
        }

        int count(String block) {
            int b = states.blockIndex(block), n = 0;
            for (ProtoChunk c : chunks) for (int st : c.blocks()) if (states.block(st) == b) n++;
            return n;
        }

        int[][] snapshot() {
            int[][] out = new int[9][];
            for (int i = 0; i < 9; i++) out[i] = chunks[i].blocks().clone();
            return out;
        }
    }

    private static final BoundingBox CHUNK_0_0 = StructureStart.writableArea(0, 0, MIN_Y, HEIGHT);

    /** A corridor heading east from (2, 20, 5): x 2..16, y 20..22, z 5..7; random draws of its constructor from {@code seed}. */
    private static MineShaftCorridor eastCorridor(long seed) {
        return new MineShaftCorridor(1, new LegacyRandom(seed), new BoundingBox(2, 20, 5, 16, 22, 7), Direction.EAST, MineshaftType.NORMAL);
    }

    private static long seedWhere(java.util.function.Predicate<MineShaftCorridor> wanted) {
        for (long seed = 0; ; seed++) if (wanted.test(eastCorridor(seed))) return seed;
    }

    @Test
    void aCorridorHollowsItsShaftAndStandsItsSupportsTurnedWithIt() {
        Region r = new Region("minecraft:plains");
        MineShaftCorridor c = eastCorridor(seedWhere(p -> !p.hasRails && !p.spiderCorridor));
        assertEquals(3, c.numSections);
        c.postProcess(r.level, new WorldgenRandom(new LegacyRandom(42)), CHUNK_0_0, 0, 0, 0L);
        // own x 0..2, y 0..1 along the whole length: cave air (world x 2..15 inside chunk 0, z 5..7, y 20..21) except
        // the support posts at own z 2, 7, 12 = world x 4, 9, 14 and the odd cobweb
        for (int x = 2; x <= 15; x++) {
            for (int z = 5; z <= 7; z++) {
                for (int y = 20; y <= 21; y++) {
                    String b = r.at(x, y, z);
                    boolean post = (x == 4 || x == 9 || x == 14) && z != 6;
                    if (post) assertTrue(b.startsWith("minecraft:oak_fence"), b + " at " + x + " " + y + " " + z);
                    else assertTrue(b.equals("minecraft:cave_air") || b.equals("minecraft:cobweb"), b + " at " + x + " " + y + " " + z);
                }
            }
        }
        // the posts' "west" side is own x -1, which an east corridor turns to north (the post at own x 0 is at min z),
        // and "east" to south: each post connects into the wall beside it
        for (int x : new int[] {4, 9, 14}) {
            for (int y = 20; y <= 21; y++) {
                assertEquals("minecraft:oak_fence[east=false,north=true,south=false,waterlogged=false,west=false]", r.at(x, y, 5));
                assertEquals("minecraft:oak_fence[east=false,north=false,south=true,waterlogged=false,west=false]", r.at(x, y, 7));
            }
            // the beam: planks at both ends of own y 2 (the full beam or the two caps)
            assertEquals("minecraft:oak_planks", r.at(x, 22, 5));
            assertEquals("minecraft:oak_planks", r.at(x, 22, 7));
        }
        // fences are marked for post-processing (game: SHAPE_CHECK_BLOCKS), in the chunk that holds them
        assertTrue(r.chunks[4].postProcessing((20 - MIN_Y) >> 4).length >= 12);
        // the stone floor (sturdy) stays, and nothing beyond chunk 0's box changed: x 16 is the corridor's but not the chunk's
        assertEquals("minecraft:stone", r.at(6, 19, 6));
        assertEquals("minecraft:stone", r.at(16, 20, 6));
        assertEquals("minecraft:stone", r.at(3, 23, 6));
    }

    @Test
    void railsLieAlongTheCorridorOnlyOnSolidFloor() {
        Region r = new Region("minecraft:plains");
        MineShaftCorridor c = eastCorridor(seedWhere(p -> p.hasRails));
        r.set(8, 19, 6, "minecraft:air"); // a hole in the floor: planks go there (not sturdy), and planks are solid
        r.set(8, 18, 6, "minecraft:air");
        c.postProcess(r.level, new WorldgenRandom(new LegacyRandom(7)), CHUNK_0_0, 0, 0, 0L);
        int rails = 0;
        for (int x = 2; x <= 15; x++) {
            String b = r.at(x, 20, 6);
            if (b.startsWith("minecraft:rail")) {
                rails++;
                // north_south in the piece's frame, turned clockwise by the east orientation
                assertEquals("minecraft:rail[shape=east_west,waterlogged=false]", b);
            }
            for (int z : new int[] {5, 7}) assertFalse(r.at(x, 20, z).startsWith("minecraft:rail"), "rails only on the middle line");
        }
        assertTrue(rails >= 7, "most of 14 floor blocks get a rail (70 % each), got " + rails);
        assertEquals("minecraft:oak_planks", r.at(8, 19, 6));
    }

    @Test
    void aSupportOverAHoleHangsOnTheBeamOrStandsOnTheGround() {
        // game: fillPillarDownOrChainUp, looking down and up one step at a time, down first
        Region r = new Region("minecraft:plains");
        MineShaftCorridor c = eastCorridor(1);
        // column x 20 (outside the corridor, in chunk 1, but the rule works in world coordinates), own frame unused:
        // use a chunk box around it; the corridor's own (x, z) = (0, 18) is world (20, z 5)
        BoundingBox box = StructureStart.writableArea(1, 0, MIN_Y, HEIGHT);
        for (int y = 10; y <= 30; y++) r.set(20, y, 5, "minecraft:air");
        r.set(20, 19, 5, "minecraft:oak_planks");
        // ground at y 9 (10 below) and ceiling at y 31 (12 above): the ground is found first
        c.fillPillarDownOrChainUp(r.level, states.defaultState("minecraft:oak_log"), 0, -1, 18, box);
        for (int y = 10; y <= 18; y++) assertEquals("minecraft:oak_log[axis=y]", r.at(20, y, 5), "y " + y);
        assertEquals("minecraft:air", r.at(20, 20, 5));

        // lava below is not ground and stops the search down; the ceiling (y 26) then holds a fence and chains
        Region r2 = new Region("minecraft:plains");
        for (int y = 15; y <= 25; y++) r2.set(20, y, 5, "minecraft:air");
        r2.set(20, 14, 5, "minecraft:lava");
        r2.set(20, 19, 5, "minecraft:oak_planks");
        c.fillPillarDownOrChainUp(r2.level, states.defaultState("minecraft:oak_log"), 0, -1, 18, box);
        assertEquals("minecraft:oak_fence[east=false,north=false,south=false,waterlogged=false,west=false]", r2.at(20, 20, 5));
        for (int y = 21; y <= 25; y++) assertEquals("minecraft:iron_chain[axis=y,waterlogged=false]", r2.at(20, y, 5), "y " + y);
        assertEquals("minecraft:air", r2.at(20, 18, 5));

        // a falling block overhead holds no chain; nothing within 20 below either: nothing placed
        Region r3 = new Region("minecraft:plains");
        for (int y = -10; y <= 25; y++) r3.set(20, y, 5, "minecraft:air");
        r3.set(20, 26, 5, "minecraft:gravel");
        for (int y = 27; y <= 99; y++) r3.set(20, y, 5, "minecraft:air");
        r3.set(20, 19, 5, "minecraft:oak_planks");
        int[][] before = r3.snapshot();
        c.fillPillarDownOrChainUp(r3.level, states.defaultState("minecraft:oak_log"), 0, -1, 18, box);
        assertArrayEquals(before[5], r3.snapshot()[5]);
    }

    @Test
    void noPieceIsBuiltInABlockingBiomeOrBesideLiquid() {
        Region plains = new Region("minecraft:plains");
        int[][] untouched = plains.snapshot();
        // the deep dark is in #minecraft:mineshaft_blocking
        Region dark = new Region("minecraft:deep_dark");
        eastCorridor(1).postProcess(dark.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        for (int i = 0; i < 9; i++) assertArrayEquals(untouched[i], dark.snapshot()[i], "chunk " + i);
        // water on the shell one block outside the box (x 1 is min x - 1)
        Region wet = new Region("minecraft:plains");
        wet.set(1, 21, 6, "minecraft:water");
        int[][] wetBefore = wet.snapshot();
        eastCorridor(1).postProcess(wet.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        for (int i = 0; i < 9; i++) assertArrayEquals(wetBefore[i], wet.snapshot()[i], "chunk " + i);
        // the same corridor in plains does build
        eastCorridor(1).postProcess(plains.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        assertEquals("minecraft:cave_air", plains.at(3, 20, 6));
    }

    @Test
    void aSpiderCorridorGetsOneCaveSpiderSpawner() {
        Region r = new Region("minecraft:plains");
        MineShaftCorridor c = eastCorridor(seedWhere(p -> p.spiderCorridor));
        c.postProcess(r.level, new WorldgenRandom(new LegacyRandom(3)), CHUNK_0_0, 0, 0, 0L);
        assertTrue(c.hasPlacedSpider);
        int spawners = 0;
        for (var e : r.chunks[4].blockEntities().entrySet()) {
            long p = e.getKey();
            if (!r.at(BlockPos.x(p), BlockPos.y(p), BlockPos.z(p)).equals("minecraft:spawner")) continue;
            spawners++;
            assertEquals(20, BlockPos.y(p));
            assertEquals(6, BlockPos.z(p), "own x 1: the middle line");
            assertEquals("minecraft:mob_spawner", e.getValue().id);
            assertEquals("minecraft:cave_spider", ((CompoundBinaryTag) e.getValue().fields.get("SpawnData")).getCompound("entity").getString("id"));
        }
        assertEquals(1, spawners);
        assertTrue(c.createTag().getBoolean("hps"));
        assertTrue(r.count("minecraft:cobweb") > 10, "a spider corridor is full of cobwebs");
    }

    @Test
    void aChestMinecartStandsOnARailOverFloor() {
        Region r = new Region("minecraft:plains");
        MineShaftCorridor c = eastCorridor(1);
        int air = states.caveAir;
        r.level.setBlock(10, 20, 6, air, 2);
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(5));
        WorldgenRandom copy = new WorldgenRandom(new LegacyRandom(5));
        boolean northSouth = copy.nextBoolean();
        long lootSeed = copy.nextLong();
        // own (1, 0, 8) of an east corridor is world (2 + 8, 20, 5 + 1)
        assertTrue(c.createChest(r.level, CHUNK_0_0, random, 1, 0, 8));
        assertEquals("minecraft:rail[shape=" + (northSouth ? "east_west" : "north_south") + ",waterlogged=false]", r.at(10, 20, 6));
        List<CompoundBinaryTag> entities = r.chunks[4].entities();
        assertEquals(1, entities.size());
        CompoundBinaryTag e = entities.get(0);
        assertEquals("minecraft:chest_minecart", e.getString("id"));
        assertEquals(10.5, e.getList("Pos").getDouble(0));
        assertEquals(20.5, e.getList("Pos").getDouble(1));
        assertEquals(6.5, e.getList("Pos").getDouble(2));
        assertEquals("minecraft:chests/abandoned_mineshaft", e.getString("LootTable"));
        assertEquals(lootSeed, e.getLong("LootTableSeed"));
        // not on air, not in stone
        assertFalse(c.createChest(r.level, CHUNK_0_0, random, 1, 0, 8), "the rail is there now");
        assertFalse(c.createChest(r.level, CHUNK_0_0, random, 1, 2, 8), "stone");
    }

    @Test
    void theRoomIsHollowedUnderADome() {
        Region r = new Region("minecraft:plains");
        MineShaftRoom room = new MineShaftRoom(0, new LegacyRandom(9), 2, 2, MineshaftType.NORMAL);
        room.move(0, -30, 0);
        BoundingBox b = room.getBoundingBox();
        room.postProcess(r.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        for (int x = b.minX(); x <= Math.min(15, b.maxX()); x++) {
            for (int z = b.minZ(); z <= Math.min(15, b.maxZ()); z++) {
                assertEquals("minecraft:stone", r.at(x, b.minY(), z), "the floor stays");
                for (int y = b.minY() + 1; y <= b.minY() + 3; y++) assertEquals("minecraft:cave_air", r.at(x, y, z));
            }
        }
        // the dome: the centre column is open to the top, the corners of the top layer are not
        assertEquals("minecraft:cave_air", r.at(b.centerX(), b.maxY(), b.centerZ()));
        assertEquals("minecraft:stone", r.at(b.minX(), b.maxY(), b.minZ()));
    }

    @Test
    void piecesAreStoredWithTheGamesFields() {
        MineShaftCorridor c = eastCorridor(seedWhere(p -> p.hasRails));
        CompoundBinaryTag t = c.createTag();
        assertEquals("minecraft:mscorridor", t.getString("id"));
        assertArrayEquals(new int[] {2, 20, 5, 16, 22, 7}, t.getIntArray("BB"));
        assertEquals(3, t.getInt("O"), "east");
        assertEquals(1, t.getInt("GD"));
        assertEquals(0, t.getInt("MST"));
        assertTrue(t.getBoolean("hr"));
        assertFalse(t.getBoolean("sc"));
        assertEquals(3, t.getInt("Num"));
        MineShaftCrossing x = new MineShaftCrossing(2, new BoundingBox(0, 0, 0, 4, 6, 4), Direction.WEST, MineshaftType.MESA);
        CompoundBinaryTag xt = x.createTag();
        assertEquals(-1, xt.getInt("O"));
        assertTrue(xt.getBoolean("tf"));
        assertEquals(1, xt.getInt("D"), "west");
        // the game stores D with Direction.LEGACY_ID_CODEC_2D, a Codec.BYTE: a byte tag, not an int
        assertEquals(net.kyori.adventure.nbt.BinaryTagTypes.BYTE, xt.get("D").type(), "D is a byte");
        assertEquals(1, xt.getInt("MST"));
        MineShaftRoom room = new MineShaftRoom(0, new LegacyRandom(1), 0, 0, MineshaftType.NORMAL);
        room.addChildren(room, new dev.strata.engine.structure.StructurePiecesBuilder(), new LegacyRandom(1));
        room.move(0, -10, 0);
        CompoundBinaryTag rt = room.createTag();
        assertEquals(room.entrances().size(), rt.getList("Entrances").size());
        if (!room.entrances().isEmpty()) assertEquals(room.entrances().get(0).toArray()[1], rt.getList("Entrances").getIntArray(0)[1]);
        assertNotNull(rt.getList("Entrances"));
    }

    @Test
    void aTwoFlooredCrossingStandsPlankPillarsUnderItsCeilingAndFloorsItsGaps() {
        Region r = new Region("minecraft:plains");
        // x 4..8, y 20..26, z 4..8; a hole under the floor at (6, 19, 6)
        MineShaftCrossing c = new MineShaftCrossing(1, new BoundingBox(4, 20, 4, 8, 26, 4 + 4), Direction.NORTH, MineshaftType.NORMAL);
        r.set(6, 19, 6, "minecraft:air");
        c.postProcess(r.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        // the four pillars one in from the corners, from the floor to the top, under a stone ceiling
        for (int[] p : new int[][] {{5, 5}, {5, 7}, {7, 5}, {7, 7}}) {
            for (int y = 20; y <= 26; y++) assertEquals("minecraft:oak_planks", r.at(p[0], y, p[1]), "pillar " + p[0] + " " + p[1] + " y " + y);
        }
        // the corners are not cut (the two boxes leave them), the sides are
        assertEquals("minecraft:stone", r.at(4, 21, 4));
        assertEquals("minecraft:cave_air", r.at(4, 21, 6));
        assertEquals("minecraft:cave_air", r.at(6, 23, 6), "the middle layer (y 23) is cut inside the pillars");
        assertEquals("minecraft:stone", r.at(4, 23, 6), "but not at the sides");
        assertEquals("minecraft:oak_planks", r.at(6, 19, 6), "the gap in the floor gets planks");
        assertEquals("minecraft:stone", r.at(5, 19, 5), "the sturdy floor stays");
    }

    @Test
    void stairsGoDownFiveBlocksOverTheirLength() {
        Region r = new Region("minecraft:plains");
        // south-facing stairs from foot (3, 25, 2): x 3..5, y 20..27, z 2..10
        MineShaftStairs st = new MineShaftStairs(1, MineShaftStairs.findStairs(new dev.strata.engine.structure.StructurePiecesBuilder(), 3, 25, 2, Direction.SOUTH),
                Direction.SOUTH, MineshaftType.NORMAL);
        assertEquals(new BoundingBox(3, 20, 2, 5, 27, 10), st.getBoundingBox());
        st.postProcess(r.level, new WorldgenRandom(new LegacyRandom(1)), CHUNK_0_0, 0, 0, 0L);
        // own z 0..1: y 5..7 open (world 25..27); z 7..8: y 0..2 (world 20..22); between, a step down per block
        int[][] open = {{0, 5, 7}, {1, 5, 7}, {2, 4, 7}, {3, 3, 6}, {4, 2, 5}, {5, 1, 4}, {6, 1, 3}, {7, 0, 2}, {8, 0, 2}};
        for (int[] o : open) {
            int z = 2 + o[0];
            for (int y = 18; y <= 29; y++) {
                boolean cut = y >= 20 + o[1] && y <= 20 + o[2];
                assertEquals(cut ? "minecraft:cave_air" : "minecraft:stone", r.at(4, y, z), "own z " + o[0] + " y " + y);
            }
        }
    }
}
