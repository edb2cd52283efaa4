package dev.strata.engine.structure.fortress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The blocks, block entities, ticks and saved fields of fortress pieces, placed into a synthetic nether-sized region
 * of nine chunks around chunk (0, 0) (netherrack up to y 39, air above), against the rules of the game's
 * {@code NetherFortressPieces}: fences and stairs turned with the piece, the blaze spawner, the corridor chest with
 * its loot table and seed, the lava well and its tick, the wart beds, the pillars down to the ground.
 */
class FortressPostProcessTest {
    private static final int MIN_Y = 0, HEIGHT = 128, GROUND = 39;
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
            int wastes = biomes.id(ResourceId.parse("minecraft:nether_wastes"));
            level = new DecorationRegion(s, 13579L, 32, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> wastes);
            int netherrack = s.defaultState("minecraft:netherrack");
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                    c.reset(dx, dz);
                    c.setStatus(ProtoChunk.STATUS_CARVERS);
                    Arrays.fill(c.blocks(), 0, (GROUND + 1 - MIN_Y) << 8, netherrack);
                    c.setBlock(0, MIN_Y, 0, netherrack);
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

        int count(String block) {
            int b = states.blockIndex(block), n = 0;
            for (ProtoChunk c : chunks) for (int st : c.blocks()) if (states.block(st) == b) n++;
            return n;
        }

        /** Places the piece as the features step of each of the nine chunks would, each with a fresh random. */
        void place(StructurePiece piece, long randomSeed) {
            for (int cz = -1; cz <= 1; cz++) {
                for (int cx = -1; cx <= 1; cx++) {
                    BoundingBox box = StructureStart.writableArea(cx, cz, MIN_Y, HEIGHT);
                    if (piece.getBoundingBox().intersects(box)) piece.postProcess(level, new LegacyRandom(randomSeed), box, cx, cz, 0L);
                }
            }
        }
    }

    @Test
    void theThroneHoldsABlazeSpawnerAndStandsOnPillarsToTheGround() {
        Region r = new Region();
        MonsterThrone throne = new MonsterThrone(1, BoundingBox.orientBox(4, 64, 20, -2, 0, 0, 7, 8, 9, Direction.NORTH), Direction.NORTH);
        assertEquals(new BoundingBox(2, 64, 12, 8, 71, 20), throne.getBoundingBox());
        assertEquals(0, throne.createTag().getByte("Mob"), "no spawner yet");
        r.place(throne, 1L);
        // own (3, 5, 5): x 2 + 3, y 64 + 5, z 20 - 5
        assertEquals("minecraft:spawner", r.at(5, 69, 15));
        ProtoChunk.BlockEntityData be = r.level.getBlockEntity(5, 69, 15);
        assertNotNull(be);
        assertEquals("minecraft:mob_spawner", be.id);
        CompoundBinaryTag spawnData = (CompoundBinaryTag) be.fields.get("SpawnData");
        assertEquals("minecraft:blaze", spawnData.getCompound("entity").getString("id"));
        assertEquals(1, throne.createTag().getByte("Mob"), "saved once placed, as the game's Mob flag");
        assertEquals("minecraft:nemt", throne.createTag().getString("id"));
        // pillars: own x 0..6, z 0..6 from y 63 down to the ground (netherrack at y 39)
        for (int y = GROUND + 1; y <= 63; y++) assertEquals("minecraft:nether_bricks", r.at(2, y, 20), "y " + y);
        assertEquals("minecraft:netherrack", r.at(2, GROUND, 20));
        assertEquals("minecraft:air", r.at(2, 63, 12), "own z 8 has no pillar");
        // the railing's corner post: own (0, 6, 3) east + north, kept as it is by the north orientation (no mirror,
        // no rotation), though own z grows northwards
        assertEquals("minecraft:nether_brick_fence[east=true,north=true,south=false,waterlogged=false,west=false]", r.at(2, 70, 17));
    }

    private static long seedWhereChest(boolean chest) {
        for (long seed = 0; ; seed++) if ((new LegacyRandom(seed).nextInt(3) == 0) == chest) return seed;
    }

    @Test
    void aCorridorTurnLeavesItsChestWithTheNetherBridgeLootAndASeed() {
        Region r = new Region();
        BoundingBox box = BoundingBox.orientBox(20, 64, 4, -1, 0, 0, 5, 7, 5, Direction.EAST);
        assertEquals(new BoundingBox(20, 64, 3, 24, 70, 7), box);
        CastleSmallCorridorRightTurnPiece turn = new CastleSmallCorridorRightTurnPiece(3, new LegacyRandom(seedWhereChest(true)), box, Direction.EAST);
        assertEquals(1, turn.createTag().getByte("Chest"));
        r.place(turn, 99L);
        // own (1, 2, 3) of an east piece: x 20 + 3, z 3 + 1; walls on its north (own x 0) and east (own z 4): the
        // chest faces away from its default north, to the south (game: reorient)
        assertEquals("minecraft:chest[facing=south,type=single,waterlogged=false]", r.at(23, 66, 4));
        ProtoChunk.BlockEntityData be = r.level.getBlockEntity(23, 66, 4);
        assertEquals("minecraft:chest", be.id);
        assertEquals("minecraft:chests/nether_bridge", be.fields.get("LootTable"));
        // the chest is the only draw of the piece's placement
        assertEquals(new LegacyRandom(99L).nextLong(), be.fields.get("LootTableSeed"));
        assertEquals(0, turn.createTag().getByte("Chest"), "placed: the game saves Chest false");
        assertEquals("minecraft:nescrt", turn.createTag().getString("id"));

        Region r2 = new Region();
        CastleSmallCorridorRightTurnPiece plain = new CastleSmallCorridorRightTurnPiece(3, new LegacyRandom(seedWhereChest(false)), box, Direction.EAST);
        r2.place(plain, 99L);
        assertEquals("minecraft:air", r2.at(23, 66, 4));
        assertEquals(0, r2.count("minecraft:chest"));
    }

    @Test
    void fencesAreTurnedWithThePieceAndMarkedForTheirShapeUpdate() {
        Region r = new Region();
        RoomCrossing room = new RoomCrossing(2, BoundingBox.orientBox(-12, 64, -12, -2, 0, 0, 7, 9, 7, Direction.EAST), Direction.EAST);
        assertEquals(new BoundingBox(-12, 64, -14, -6, 72, -8), room.getBoundingBox());
        int marksBefore = r.chunks[0].postProcessing(69 >> 4).length;
        r.place(room, 5L);
        // own (2..4, 5, 0) west+east fences: an east piece turns them clockwise to north+south, at x -12, z -12..-10
        for (int z = -12; z <= -10; z++) {
            assertEquals("minecraft:nether_brick_fence[east=false,north=true,south=true,waterlogged=false,west=false]", r.at(-12, 69, z));
        }
        // own (0, 5, 2..4) north+south fences: turned to east+west, at z -14, x -10..-8
        for (int x = -10; x <= -8; x++) {
            assertEquals("minecraft:nether_brick_fence[east=true,north=false,south=false,waterlogged=false,west=true]", r.at(x, 69, -14));
        }
        assertTrue(r.chunks[0].postProcessing(69 >> 4).length >= marksBefore + 12, "the twelve fences are marked in chunk -1, -1");
    }

    @Test
    void corridorStairsFaceDownTheCorridor() {
        Region r = new Region();
        CastleCorridorStairsPiece stairs = new CastleCorridorStairsPiece(4, BoundingBox.orientBox(-10, 64, 16, -1, -7, 0, 5, 14, 10, Direction.SOUTH),
                Direction.SOUTH);
        assertEquals(new BoundingBox(-11, 57, 16, -7, 70, 25), stairs.getBoundingBox());
        r.place(stairs, 5L);
        // step 0: floor own y 7, stairs at own y 8 facing south, mirrored by the south orientation to north
        for (int x = -10; x <= -8; x++) {
            assertEquals("minecraft:nether_brick_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]", r.at(x, 65, 16));
        }
        // step 6: floor own y 1, stairs at own y 2, z 22; step 7 has none
        assertEquals("minecraft:nether_brick_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]", r.at(-9, 59, 22));
        assertEquals("minecraft:air", r.at(-9, 59, 23));
    }

    @Test
    void theEntranceWellHoldsLavaWithOneFluidTick() {
        Region r = new Region();
        CastleEntrance entrance = new CastleEntrance(2, BoundingBox.orientBox(8, 67, 30, -5, -3, 0, 13, 14, 13, Direction.NORTH), Direction.NORTH);
        assertEquals(new BoundingBox(3, 64, 18, 15, 77, 30), entrance.getBoundingBox());
        r.place(entrance, 5L);
        // own (6, 5, 6): x 3 + 6, z 30 - 6
        assertEquals("minecraft:lava[level=0]", r.at(9, 69, 24));
        for (int y = 65; y <= 68; y++) assertEquals("minecraft:air", r.at(9, y, 24), "the shaft under the lava, y " + y);
        assertEquals("minecraft:nether_bricks", r.at(9, 64, 24));
        long pos = BlockPos.asLong(9, 69, 24);
        long ticks = r.chunkAt(9, 24).fluidTicks().stream().filter(t -> t.pos() == pos).count();
        assertEquals(1, ticks, "placeBlock and the piece both schedule the lava; the chunk keeps one");
        assertEquals("minecraft:lava", r.chunkAt(9, 24).fluidTicks().stream().filter(t -> t.pos() == pos).findFirst().orElseThrow().type());
    }

    @Test
    void theStalkRoomHasTwoBedsOfWartOnSoulSand() {
        Region r = new Region();
        CastleStalkRoom room = new CastleStalkRoom(5, BoundingBox.orientBox(28, 67, -6, -5, -3, 0, 13, 14, 13, Direction.WEST), Direction.WEST);
        assertEquals(new BoundingBox(16, 64, -11, 28, 77, 1), room.getBoundingBox());
        r.place(room, 5L);
        assertEquals(20, r.count("minecraft:soul_sand"));
        assertEquals(20, r.count("minecraft:nether_wart"));
        // own (3, 5, 4): a west piece maps own z to x from max x, own x to z from min z
        assertEquals("minecraft:nether_wart[age=0]", r.at(28 - 4, 69, -11 + 3));
        assertEquals("minecraft:soul_sand", r.at(28 - 4, 68, -11 + 3));
        assertEquals("minecraft:necsr", room.createTag().getString("id"));
    }

    @Test
    void anEndFillerIsShapedByItsOwnSeedOnly() {
        BoundingBox box = BoundingBox.orientBox(4, 64, 4, -1, -3, 0, 5, 10, 8, Direction.SOUTH);
        BridgeEndFiller a = new BridgeEndFiller(6, new LegacyRandom(77L), box, Direction.SOUTH);
        assertEquals(new LegacyRandom(77L).nextInt(), a.selfSeed);
        BinaryTag seed = a.createTag().get("Seed");
        assertEquals(net.kyori.adventure.nbt.IntBinaryTag.intBinaryTag(a.selfSeed), seed);
        Region r1 = new Region(), r2 = new Region(), r3 = new Region();
        r1.place(a, 1L);
        r2.place(a, 2L);
        r3.place(new BridgeEndFiller(6, new LegacyRandom(78L), box, Direction.SOUTH), 1L);
        assertArrayEquals(r1.chunks[4].blocks(), r2.chunks[4].blocks(), "the placement's random is not used");
        assertTrue(r1.count("minecraft:nether_bricks") > 0);
        assertTrue(!Arrays.equals(r1.chunks[4].blocks(), r3.chunks[4].blocks()), "another seed, other rows");
    }

    @Test
    void theStartPieceIsABridgeCrossingAtY64() {
        StartPiece start = new StartPiece(new LegacyRandom(3L), 2, 2);
        Direction d = Direction.HORIZONTAL[new LegacyRandom(3L).nextInt(4)];
        assertEquals(d, start.getOrientation());
        assertEquals(64, start.getBoundingBox().minY());
        assertEquals(0, start.getGenDepth());
        CompoundBinaryTag tag = start.createTag();
        assertEquals("minecraft:nebcr", tag.getString("id"));
        assertEquals(4, tag.size(), "id, BB, O, GD and nothing of its own");
    }
}
