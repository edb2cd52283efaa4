package dev.strata.engine.structure.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.SimpleStructures;
import java.util.HashMap;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The mansion furnishings' shape updates on small arrangements, each expected state worked out from the game's block
 * classes ({@code WallBlock}, {@code ChestBlock}, {@code RedStoneWireBlock}, {@code FenceGateBlock}).
 */
class InteriorShapeUpdatesTest {
    private final BlockStates s = SimpleStructures.overworld().features().states();
    private final Map<Long, Integer> blocks = new HashMap<>();

    private int state(String text) {
        return s.registry().parse(text);
    }

    private void put(int x, int y, int z, String text) {
        blocks.put(BlockPos.asLong(x, y, z), state(text));
    }

    private String update(String text, Direction dir) {
        int st = state(text);
        int n = level.getBlockState(dir.stepX, dir.stepY, dir.stepZ);
        return s.registry().toString(InteriorShapeUpdates.updateShape(level, st, 0, 0, 0, dir, n, "test"));
    }

    /** A lone wall post meets a stone block to the north: a low side, the post stays up (one side only is a corner). */
    @Test
    void wallConnectsToASturdyFace() {
        put(0, 0, -1, "minecraft:cobblestone");
        assertEquals("minecraft:cobblestone_wall[east=none,north=low,south=none,up=true,waterlogged=false,west=none]",
                update("minecraft:cobblestone_wall[east=none,north=none,south=none,up=true,waterlogged=false,west=none]", Direction.NORTH));
    }

    /**
     * A straight wall north-south: under air its sides are low and no post rises; under a full block they are tall
     * (the block's bottom face covers both strips), still without a post.
     */
    @Test
    void straightWallUnderAirAndUnderStone() {
        String wall = "minecraft:cobblestone_wall[east=none,north=low,south=low,up=true,waterlogged=false,west=none]";
        assertEquals("minecraft:cobblestone_wall[east=none,north=low,south=low,up=false,waterlogged=false,west=none]", update(wall, Direction.UP));
        put(0, 1, 0, "minecraft:cobblestone");
        assertEquals("minecraft:cobblestone_wall[east=none,north=tall,south=tall,up=false,waterlogged=false,west=none]", update(wall, Direction.UP));
    }

    /**
     * A straight north-south wall under a chest, then under an iron chain: their bottom faces come from their collision
     * boxes (chest 1..15 sixteenths, chain 6.5..9.5). Neither covers a side's strip (7..9 wide, from the edge to 9), so
     * both sides stay low; both cover the post's square (7..9): the post rises (WallBlock.shouldRaisePost).
     */
    @Test
    void wallUnderAChestAndAChain() {
        String wall = "minecraft:cobblestone_wall[east=none,north=low,south=low,up=false,waterlogged=false,west=none]";
        String raised = "minecraft:cobblestone_wall[east=none,north=low,south=low,up=true,waterlogged=false,west=none]";
        put(0, 1, 0, "minecraft:chest[facing=north,type=single,waterlogged=false]");
        assertEquals(raised, update(wall, Direction.UP));
        put(0, 1, 0, "minecraft:iron_chain[axis=y,waterlogged=false]");
        assertEquals(raised, update(wall, Direction.UP));
        put(0, 1, 0, "minecraft:iron_chain[axis=x,waterlogged=false]");
        assertEquals(wall, update(wall, Direction.UP)); // lying along x from 6.5 up: no face at its bottom, no post
    }

    /**
     * An attached pumpkin stem facing east whose pumpkin is gone becomes a stem of age 7 (AttachedStemBlock); that stem
     * stays on farmland and is gone over stone (StemBlock, a VegetationBlock: #supports_pumpkin_stem below).
     */
    @Test
    void stemLosesItsFruitThenItsSupport() {
        put(0, -1, 0, "minecraft:farmland[moisture=0]");
        assertEquals("minecraft:pumpkin_stem[age=7]", update("minecraft:attached_pumpkin_stem[facing=east]", Direction.EAST));
        assertEquals("minecraft:pumpkin_stem[age=7]", update("minecraft:pumpkin_stem[age=7]", Direction.EAST));
        put(0, -1, 0, "minecraft:stone");
        assertEquals("minecraft:air", update("minecraft:pumpkin_stem[age=7]", Direction.DOWN));
    }

    /** A single chest beside the right half of a double chest facing the same way becomes its left half. */
    @Test
    void singleChestJoinsTheOtherHalf() {
        put(1, 0, 0, "minecraft:chest[facing=north,type=right,waterlogged=false]");
        assertEquals("minecraft:chest[facing=north,type=left,waterlogged=false]", update("minecraft:chest[facing=north,type=single,waterlogged=false]",
                Direction.EAST));
        blocks.clear();
        // its partner gone (air to the east, where a left half facing north looks), the left half is single again
        assertEquals("minecraft:chest[facing=north,type=single,waterlogged=false]", update("minecraft:chest[facing=north,type=left,waterlogged=false]",
                Direction.EAST));
    }

    /** A dot of wire on stone meets wire to the east: recomputed from a cross, a line east-west. */
    @Test
    void wireDotBecomesALine() {
        put(0, -1, 0, "minecraft:cobblestone");
        put(1, 0, 0, "minecraft:redstone_wire[east=none,north=none,power=0,south=none,west=none]");
        assertEquals("minecraft:redstone_wire[east=side,north=none,power=0,south=none,west=side]",
                update("minecraft:redstone_wire[east=none,north=none,power=0,south=none,west=none]", Direction.EAST));
    }

    /** A fence gate facing east between walls north and south is in the wall; towards east it does not change. */
    @Test
    void fenceGateInAWall() {
        put(0, 0, -1, "minecraft:cobblestone_wall[east=none,north=none,south=none,up=true,waterlogged=false,west=none]");
        String gate = "minecraft:dark_oak_fence_gate[facing=east,in_wall=false,open=false,powered=false]";
        assertEquals("minecraft:dark_oak_fence_gate[facing=east,in_wall=true,open=false,powered=false]", update(gate, Direction.NORTH));
        assertEquals(gate, update(gate, Direction.EAST));
    }

    private final WorldGenLevel level = new WorldGenLevel() {
        @Override public int getBlockState(int x, int y, int z) { return blocks.getOrDefault(BlockPos.asLong(x, y, z), s.air); }
        @Override public boolean setBlock(int x, int y, int z, int state, int flags) { blocks.put(BlockPos.asLong(x, y, z), state); return true; }
        @Override public boolean ensureCanWrite(int x, int y, int z) { return true; }
        @Override public int getHeight(Heightmap.Types type, int x, int z) { return 0; }
        @Override public int getBiome(int x, int y, int z) { return 0; }
        @Override public int getMinY() { return -64; }
        @Override public int getHeight() { return 384; }
        @Override public int minGenY() { return -64; }
        @Override public int genDepth() { return 384; }
        @Override public long getSeed() { return 0; }
        @Override public int getSeaLevel() { return 63; }
        @Override public BlockStates states() { return s; }
        @Override public ProtoChunk chunkAt(int chunkX, int chunkZ) { return null; }
        @Override public int centerChunkX() { return 0; }
        @Override public int centerChunkZ() { return 0; }
        @Override public void scheduleBlockTick(int x, int y, int z, String block, int delay) {}
        @Override public void scheduleFluidTick(int x, int y, int z, String fluid, int delay) {}
        @Override public ProtoChunk.BlockEntityData getBlockEntity(int x, int y, int z) { return null; }
        @Override public void addFreshEntity(int x, int z, CompoundBinaryTag entity) {}
    };
}
