package dev.strata.engine.structure.stronghold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import java.util.Random;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The blocks, block entities and saved flags of stronghold pieces, placed into a synthetic region of nine chunks
 * around chunk (0, 0) (stone up to y 59, air above), against the rules of the game's {@code StrongholdPieces}: the
 * portal room's frames, eyes (drawn after the walls' 760 selector floats), portal and silverfish spawner, the
 * selector's stone bricks, the corridor chest with its loot table and seed, doors turned and hinged by the mirror.
 */
class StrongholdPostProcessTest {
    private static final int MIN_Y = 0, HEIGHT = 128, GROUND = 59;
    private static BlockStates states;
    private static BiomeRegistry biomes;

    private static synchronized BlockStates states() {
        if (states == null) {
            states = new BlockStates(SharedData.vanilla());
            biomes = BiomeRegistry.load(SharedData.vanilla());
        }
        return states;
    }

    private static final class Region {
        final ProtoChunk[] chunks = new ProtoChunk[9];
        final DecorationRegion level;

        Region() {
            BlockStates s = states();
            int plains = biomes.id(ResourceId.parse("minecraft:plains"));
            level = new DecorationRegion(s, 13579L, 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> plains);
            int stone = s.defaultState("minecraft:stone");
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                    c.reset(dx, dz);
                    c.setStatus(ProtoChunk.STATUS_CARVERS);
                    Arrays.fill(c.blocks(), 0, (GROUND + 1 - MIN_Y) << 8, stone);
                    c.setBlock(0, MIN_Y, 0, stone);
                    chunks[(dz + 1) * 3 + dx + 1] = c;
                }
            }
            level.set(0, 0, chunks);
        }

        ProtoChunk chunkAt(int x, int z) {
            return chunks[((z >> 4) + 1) * 3 + (x >> 4) + 1];
        }

        String at(int x, int y, int z) {
            return states.registry().toString(level.getBlockState(x, y, z));
        }

        String block(int x, int y, int z) {
            return states.registry().blockName(level.getBlockState(x, y, z));
        }

        /** Places the piece as the features step of chunk (cx, cz) would. */
        void place(StructurePiece piece, int cx, int cz, RandomSource random) {
            BoundingBox box = StructureStart.writableArea(cx, cz, MIN_Y, HEIGHT);
            if (piece.getBoundingBox().intersects(box)) piece.postProcess(level, random, box, cx, cz, 0L);
        }

        void placeAll(StructurePiece piece, java.util.function.Supplier<RandomSource> random) {
            for (int cz = -1; cz <= 1; cz++) for (int cx = -1; cx <= 1; cx++) place(piece, cx, cz, random.get());
        }
    }

    /** A random whose floats are all {@code f} (every other draw unused here). */
    private static RandomSource constantFloats(float f) {
        return new RandomSource() {
            public RandomSource fork() { throw new UnsupportedOperationException(); }
            public PositionalRandomFactory forkPositional() { throw new UnsupportedOperationException(); }
            public void setSeed(long seed) {}
            public int nextInt() { return 0; }
            public int nextInt(int bound) { return 0; }
            public long nextLong() { return 7L; }
            public boolean nextBoolean() { return false; }
            public float nextFloat() { return f; }
            public double nextDouble() { return f; }
            public double nextGaussian() { return 0; }
        };
    }

    /** The portal room facing north at foot (8, 30, 20): box x 4..14, y 29..36, z 5..20 (own z counts from z 20 down). */
    private static PortalRoom portalRoom() {
        PortalRoom room = PortalRoom.createPiece(new dev.strata.engine.structure.StructurePiecesBuilder(), 8, 30, 20, Direction.NORTH, 7);
        assertNotNull(room);
        assertEquals(new BoundingBox(4, 29, 5, 14, 36, 20), room.getBoundingBox());
        return room;
    }

    @Test
    void twelveEyesFillThePortalAndTheSpawnerHoldsSilverfish() {
        Region r = new Region();
        PortalRoom room = portalRoom();
        assertEquals(0, room.createTag().getByte("Mob"));
        r.placeAll(room, () -> constantFloats(0.95f));
        // own (4, 3, 8) north frame: x 4 + 4, y 29 + 3, z 20 - 8; own (3, 3, 9) east frame; own (7, 3, 11) west frame
        assertEquals("minecraft:end_portal_frame[eye=true,facing=north]", r.at(8, 32, 12));
        assertEquals("minecraft:end_portal_frame[eye=true,facing=south]", r.at(10, 32, 8));
        assertEquals("minecraft:end_portal_frame[eye=true,facing=east]", r.at(7, 32, 11));
        assertEquals("minecraft:end_portal_frame[eye=true,facing=west]", r.at(11, 32, 9));
        for (int x = 8; x <= 10; x++) for (int z = 9; z <= 11; z++) assertEquals("minecraft:end_portal", r.block(x, 32, z), x + " " + z);
        // floats of 0.95 make every face plain stone bricks, the lava pools stay, the stairs face north
        assertEquals("minecraft:stone_bricks", r.block(4, 29, 5));
        assertEquals("minecraft:lava", r.block(5, 30, 19));
        assertEquals("minecraft:stone_brick_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]", r.at(8, 30, 16));
        // the spawner: own (5, 3, 6)
        assertEquals("minecraft:spawner", r.block(9, 32, 14));
        ProtoChunk.BlockEntityData be = r.level.getBlockEntity(9, 32, 14);
        assertNotNull(be);
        assertEquals("minecraft:mob_spawner", be.id);
        assertEquals("minecraft:silverfish", ((CompoundBinaryTag) be.fields.get("SpawnData")).getCompound("entity").getString("id"));
        assertEquals(1, room.createTag().getByte("Mob"));
        // the game never sets the portal room's entryDoor (it draws its grates by name): saved as the default
        assertEquals("OPENING", room.createTag().getString("EntryDoor"));
        // the entrance grates: own (4..6, 1..3, 0)
        assertEquals("minecraft:iron_bars", r.block(8, 30, 20));
        assertEquals("minecraft:cave_air", r.block(9, 30, 20));
    }

    @Test
    void eyesAreDrawnAfterTheWallsAndTheSelectorPicksTheBricks() {
        Region r = new Region();
        PortalRoom room = portalRoom();
        long seed = seedWithEyes(3);
        // the frames lie in chunk (0, 0); its placement draws, with the chunk's random: 760 selector floats for the
        // walls and floors (every face block of every selector box, in or out of the chunk), then the 12 eyes
        r.place(room, 0, 0, new LegacyRandom(seed));
        Random want = new Random(seed);
        float[] walls = new float[760];
        for (int i = 0; i < walls.length; i++) walls[i] = want.nextFloat();
        boolean[] eyes = new boolean[12];
        for (int i = 0; i < 12; i++) eyes[i] = want.nextFloat() > 0.9f;
        int[][] at = {{8, 12}, {9, 12}, {10, 12}, {8, 8}, {9, 8}, {10, 8}, {7, 11}, {7, 10}, {7, 9}, {11, 11}, {11, 10}, {11, 9}};
        for (int i = 0; i < 12; i++) assertEquals(String.valueOf(eyes[i]), states.value(r.level.getBlockState(at[i][0], 32, at[i][1]), "eye"), "frame " + i);
        // the first box's draws go y, x, z: own (0, 0, z) is draw z; own z 5 is world z 15, the first in chunk (0, 0)
        assertEquals(expected(walls[5]), r.block(4, 29, 15));
        assertEquals(expected(walls[6]), r.block(4, 29, 14));
        // own (1, 0, 6) is draw 16 + 6 (x 1 follows the 16 positions of x 0), world (5, 29, 14)
        assertEquals(expected(walls[22]), r.block(5, 29, 14));
    }

    /** The first seed whose 12 draws after 760 floats give at least {@code n} eyes. */
    private static long seedWithEyes(int n) {
        for (long seed = 0; ; seed++) {
            Random r = new Random(seed);
            for (int i = 0; i < 760; i++) r.nextFloat();
            int eyes = 0;
            for (int i = 0; i < 12; i++) if (r.nextFloat() > 0.9f) eyes++;
            if (eyes >= n) return seed;
        }
    }

    private static String expected(float f) {
        if (f < 0.2f) return "minecraft:cracked_stone_bricks";
        if (f < 0.5f) return "minecraft:mossy_stone_bricks";
        if (f < 0.55f) return "minecraft:infested_stone_bricks";
        return "minecraft:stone_bricks";
    }

    @Test
    void theSelectorsThresholdsAreTheGames() {
        StrongholdBlocks b = StrongholdBlocks.of(states());
        assertEquals(b.crackedStoneBricks, StrongholdPiece.smoothStone(b, 0.1999f));
        assertEquals(b.mossyStoneBricks, StrongholdPiece.smoothStone(b, 0.2f));
        assertEquals(b.mossyStoneBricks, StrongholdPiece.smoothStone(b, 0.4999f));
        assertEquals(b.infestedStoneBricks, StrongholdPiece.smoothStone(b, 0.5f));
        assertEquals(b.infestedStoneBricks, StrongholdPiece.smoothStone(b, 0.5499f));
        assertEquals(b.stoneBricks, StrongholdPiece.smoothStone(b, 0.55f));
    }

    @Test
    void theCorridorChestHoldsItsLootTableOnce() {
        Region r = new Region();
        // facing east at foot (10, 40, 6): box orientBox(-1, -1, 0, 5, 5, 7): x 10..16, y 39..43, z 5..9
        ChestCorridor corridor = ChestCorridor.createPiece(new dev.strata.engine.structure.StructurePiecesBuilder(), new LegacyRandom(1L), 10, 40, 6,
                Direction.EAST, 3);
        assertNotNull(corridor);
        assertEquals(new BoundingBox(10, 39, 5, 16, 43, 9), corridor.getBoundingBox());
        assertEquals(0, corridor.createTag().getByte("Chest"));
        r.placeAll(corridor, () -> new LegacyRandom(99L));
        // own (3, 2, 3): east turns own x to z (min z + 3) and own z to x (min x + 3)
        assertEquals("minecraft:chest", r.block(13, 41, 8));
        ProtoChunk.BlockEntityData be = r.level.getBlockEntity(13, 41, 8);
        assertEquals("minecraft:chest", be.id);
        assertEquals("minecraft:chests/stronghold_corridor", be.fields.get("LootTable"));
        assertTrue(be.fields.get("LootTableSeed") instanceof Long);
        // its only solid neighbour is the wall at own x 4 (world z 9): it faces away, north
        assertEquals("north", states.value(r.level.getBlockState(13, 41, 8), "facing"));
        assertEquals(1, corridor.createTag().getByte("Chest"));
        // the shelf of stone bricks at own (3, 1, 2..4) and the slabs
        assertEquals("minecraft:stone_bricks", r.block(12, 40, 8));
        assertEquals("minecraft:stone_brick_slab", r.block(11, 40, 8));
        assertEquals("minecraft:stone_brick_slab", r.block(12, 40, 7));
    }

    @Test
    void aMirroredDoorSwitchesItsHinge() {
        Region r = new Region();
        for (Direction d : new Direction[] {Direction.NORTH, Direction.SOUTH}) {
            Straight s = Straight.createPiece(new dev.strata.engine.structure.StructurePiecesBuilder(), new LegacyRandom(3L), 8, 40, 8, d, 2);
            assertNotNull(s);
            s.entryDoor = SmallDoorType.WOOD_DOOR;
            r.placeAll(s, () -> new LegacyRandom(5L));
            // the doorway's door at own (2, 1, 0): x 7 + 2; z the box's far end (north: max z) or near end (south: min z)
            int z = d == Direction.NORTH ? s.getBoundingBox().maxZ() : s.getBoundingBox().minZ();
            String lower = r.at(9, 40, z), upper = r.at(9, 41, z);
            if (d == Direction.NORTH) {
                assertEquals("minecraft:oak_door[facing=north,half=lower,hinge=left,open=false,powered=false]", lower);
                assertEquals("minecraft:oak_door[facing=north,half=upper,hinge=left,open=false,powered=false]", upper);
            } else {
                // game: DoorBlock.mirror turns the facing and cycles the hinge
                assertEquals("minecraft:oak_door[facing=south,half=lower,hinge=right,open=false,powered=false]", lower);
                assertEquals("minecraft:oak_door[facing=south,half=upper,hinge=right,open=false,powered=false]", upper);
            }
        }
    }

    @Test
    void theTallLibraryHasTwoChests() {
        Region r = new Region();
        Library lib = Library.createPiece(new dev.strata.engine.structure.StructurePiecesBuilder(), new LegacyRandom(8L), 8, 30, 20, Direction.NORTH, 6);
        assertNotNull(lib);
        assertEquals(11, lib.getBoundingBox().getYSpan(), "tall where it fits");
        assertEquals(1, lib.createTag().getByte("Tall"));
        r.placeAll(lib, () -> new LegacyRandom(11L));
        BoundingBox b = lib.getBoundingBox();
        // own (3, 3, 5) and (12, 8, 1)
        int[][] chests = {{b.minX() + 3, b.minY() + 3, b.maxZ() - 5}, {b.minX() + 12, b.minY() + 8, b.maxZ() - 1}};
        for (int[] c : chests) {
            assertEquals("minecraft:chest", r.block(c[0], c[1], c[2]), Arrays.toString(c));
            assertEquals("minecraft:chests/stronghold_library", r.level.getBlockEntity(c[0], c[1], c[2]).fields.get("LootTable"));
        }
        assertEquals("minecraft:bookshelf", r.block(b.minX() + 1, b.minY() + 1, b.maxZ() - 2));
        assertEquals("minecraft:oak_planks", r.block(b.minX() + 1, b.minY() + 1, b.maxZ() - 1));
        assertEquals("minecraft:ladder[facing=south,waterlogged=false]", r.at(b.minX() + 10, b.minY() + 4, b.maxZ() - 13));
    }
}
