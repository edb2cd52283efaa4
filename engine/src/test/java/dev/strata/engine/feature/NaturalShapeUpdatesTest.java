package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The shape updates of the terrain's and features' blocks beside templates on small arrangements, each expected state
 * worked out from the game's block classes ({@code MossyCarpetBlock}, {@code CreakingHeartBlock},
 * {@code SugarCaneBlock}, {@code GrowingPlantHeadBlock} / {@code GrowingPlantBodyBlock}, {@code BigDripleafBlock},
 * {@code BigDripleafStemBlock}, {@code FireBlock}, {@code CocoaBlock}). Asked through {@link TemplateShapeUpdates}, as
 * every template placement reaches them.
 */
class NaturalShapeUpdatesTest {
    private static final BlockStates S = new BlockStates(SharedData.vanilla());
    private final Map<Long, Integer> blocks = new HashMap<>();
    private final List<String> ticks = new ArrayList<>();

    private void put(int x, int y, int z, String text) {
        blocks.put(BlockPos.asLong(x, y, z), S.registry().parse(text));
    }

    /** The block at the origin, given as text, updated towards {@code dir}; the neighbour is read from the level. */
    private String update(String text, Direction dir) {
        int st = S.registry().parse(text);
        blocks.put(BlockPos.asLong(0, 0, 0), st);
        int n = level.getBlockState(dir.stepX, dir.stepY, dir.stepZ);
        return S.registry().toString(TemplateShapeUpdates.updateShape(level, st, 0, 0, 0, dir, n, "test"));
    }

    private static final String BASE = "minecraft:pale_moss_carpet[bottom=true,east=none,north=none,south=none,west=none]";

    /**
     * A base carpet on stone with stone to its north: getUpdatedState with {@code tip} forced by the base makes that side
     * low; with a topper above showing north (not a base) it is tall; the other sides see air and stay none.
     */
    @Test
    void paleMossCarpetSides() {
        put(0, -1, 0, "minecraft:stone");
        put(0, 0, -1, "minecraft:stone");
        assertEquals("minecraft:pale_moss_carpet[bottom=true,east=none,north=low,south=none,west=none]", update(BASE, Direction.NORTH));
        put(0, 1, 0, "minecraft:pale_moss_carpet[bottom=false,east=none,north=low,south=none,west=none]");
        assertEquals("minecraft:pale_moss_carpet[bottom=true,east=none,north=tall,south=none,west=none]", update(BASE, Direction.UP));
    }

    /**
     * A topper (not a base) showing north over a base carpet that shows none there: the side falls to none and, with no
     * face left, the topper becomes air; over stone instead of a base carpet it cannot survive (air too); over a base
     * carpet showing north it keeps its side.
     */
    @Test
    void paleMossCarpetTopper() {
        String topper = "minecraft:pale_moss_carpet[bottom=false,east=none,north=low,south=none,west=none]";
        put(0, 0, -1, "minecraft:stone");
        put(0, -1, 0, BASE);
        assertEquals("minecraft:air", update(topper, Direction.DOWN));
        put(0, -1, 0, "minecraft:pale_moss_carpet[bottom=true,east=none,north=low,south=none,west=none]");
        assertEquals(topper, update(topper, Direction.DOWN));
        put(0, -1, 0, "minecraft:stone");
        assertEquals("minecraft:air", update(topper, Direction.DOWN));
    }

    /** A creaking heart schedules a tick of its own after 1 on any update and keeps its state. */
    @Test
    void creakingHeartTicks() {
        String heart = "minecraft:creaking_heart[axis=y,creaking_heart_state=uprooted,natural=true]";
        assertEquals(heart, update(heart, Direction.EAST));
        assertEquals(List.of("block minecraft:creaking_heart 0 0 0 1"), ticks);
    }

    /** Sugar cane over air cannot survive: a tick after 1, the state kept; on sand beside water no tick. */
    @Test
    void sugarCaneTicksWhenUnsupported() {
        String cane = "minecraft:sugar_cane[age=0]";
        assertEquals(cane, update(cane, Direction.DOWN));
        assertEquals(List.of("block minecraft:sugar_cane 0 0 0 1"), ticks);
        ticks.clear();
        put(0, -1, 0, "minecraft:sand");
        put(1, -1, 0, "minecraft:water[level=0]");
        assertEquals(cane, update(cane, Direction.DOWN));
        assertEquals(List.of(), ticks);
    }

    /**
     * Cave vines grow down: a plant that loses the vines below becomes a head (berries kept, age 0: Strata's stand-in for
     * the region's random age); a head with vines below becomes a plant (berries kept).
     */
    @Test
    void caveVinesHeadAndBody() {
        put(0, 1, 0, "minecraft:stone");
        assertEquals("minecraft:cave_vines[age=0,berries=true]", update("minecraft:cave_vines_plant[berries=true]", Direction.DOWN));
        put(0, -1, 0, "minecraft:cave_vines[age=3,berries=false]");
        assertEquals("minecraft:cave_vines_plant[berries=true]", update("minecraft:cave_vines[age=5,berries=true]", Direction.DOWN));
        assertEquals(List.of(), ticks);
    }

    /** Big dripleaf under another becomes a stem facing the same way; over air, updated from below, it is gone. */
    @Test
    void bigDripleafBecomesAStem() {
        String leaf = "minecraft:big_dripleaf[facing=east,tilt=none,waterlogged=false]";
        put(0, -1, 0, "minecraft:clay");
        put(0, 1, 0, "minecraft:big_dripleaf[facing=north,tilt=none,waterlogged=false]");
        assertEquals("minecraft:big_dripleaf_stem[facing=east,waterlogged=false]", update(leaf, Direction.UP));
        blocks.clear();
        assertEquals("minecraft:air", update(leaf, Direction.DOWN));
    }

    /** A stem on clay with no leaf above cannot survive: a tick after 1 (towards up), the state kept. */
    @Test
    void bigDripleafStemWithoutLeafTicks() {
        put(0, -1, 0, "minecraft:clay");
        String stem = "minecraft:big_dripleaf_stem[facing=east,waterlogged=false]";
        assertEquals(stem, update(stem, Direction.UP));
        assertEquals(List.of("block minecraft:big_dripleaf_stem 0 0 0 1"), ticks);
        ticks.clear();
        put(0, 1, 0, "minecraft:big_dripleaf[facing=east,tilt=none,waterlogged=false]");
        assertEquals(stem, update(stem, Direction.UP));
        assertEquals(List.of(), ticks);
    }

    /**
     * Fire over air beside oak planks to the east survives (a flammable neighbour); its state for that place burns
     * towards east only (the block below is neither flammable nor sturdy), age kept; over netherrack (sturdy) it is the
     * plain default fire with the age kept; with nothing to hold it, air.
     */
    @Test
    void fireRecomputesItsSides() {
        put(1, 0, 0, "minecraft:oak_planks");
        assertEquals("minecraft:fire[age=7,east=true,north=false,south=false,up=false,west=false]",
                update("minecraft:fire[age=7,east=false,north=false,south=false,up=false,west=false]", Direction.NORTH));
        blocks.clear();
        put(0, -1, 0, "minecraft:netherrack");
        assertEquals("minecraft:fire[age=7,east=false,north=false,south=false,up=false,west=false]",
                update("minecraft:fire[age=7,east=true,north=false,south=false,up=false,west=false]", Direction.DOWN));
        blocks.clear();
        assertEquals("minecraft:air", update("minecraft:fire[age=0,east=false,north=false,south=false,up=false,west=false]", Direction.DOWN));
    }

    /** Cocoa facing east on a jungle log stays; when the block it faces is not a log, updated from there, it is gone. */
    @Test
    void cocoaNeedsItsLog() {
        String cocoa = "minecraft:cocoa[age=0,facing=east]";
        put(1, 0, 0, "minecraft:jungle_log[axis=y]");
        assertEquals(cocoa, update(cocoa, Direction.EAST));
        assertEquals(cocoa, update(cocoa, Direction.WEST));
        put(1, 0, 0, "minecraft:stone");
        assertEquals("minecraft:air", update(cocoa, Direction.EAST));
        assertEquals(cocoa, update(cocoa, Direction.WEST));
    }

    private final WorldGenLevel level = new WorldGenLevel() {
        @Override public int getBlockState(int x, int y, int z) { return blocks.getOrDefault(BlockPos.asLong(x, y, z), S.air); }
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
        @Override public BlockStates states() { return S; }
        @Override public ProtoChunk chunkAt(int chunkX, int chunkZ) { return null; }
        @Override public int centerChunkX() { return 0; }
        @Override public int centerChunkZ() { return 0; }
        @Override public void scheduleBlockTick(int x, int y, int z, String block, int delay) { ticks.add("block " + block + " " + x + " " + y + " " + z + " " + delay); }
        @Override public void scheduleFluidTick(int x, int y, int z, String fluid, int delay) {}
        @Override public ProtoChunk.BlockEntityData getBlockEntity(int x, int y, int z) { return null; }
        @Override public void addFreshEntity(int x, int z, CompoundBinaryTag entity) {}
    };
}
