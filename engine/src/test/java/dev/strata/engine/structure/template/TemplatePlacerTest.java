package dev.strata.engine.structure.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code StructureTemplate.placeInWorld} on small synthetic templates: position and state transforms, the palette
 * draw, waterlogging (taking replaced water, filling from outside water, not from the template's own), and the shape
 * updates after placing (speleothem thickness, potent sulfur state, a refused unknown neighbour).
 */
class TemplatePlacerTest {
    static final int MIN_Y = 0, HEIGHT = 64;
    final BlockStates states = new BlockStates(SharedData.vanilla());
    final DecorationRegion level = new DecorationRegion(states, 1L, 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> 0);
    final ProtoChunk[] chunks = new ProtoChunk[9];

    TemplatePlacerTest() {
        fillWorld("minecraft:stone");
    }

    private void fillWorld(String block) {
        int state = states.registry().parse(block);
        for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) {
            ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
            c.reset(dx, dz);
            Arrays.fill(c.blocks(), state);
            Arrays.fill(c.worldSurfaceWg(), MIN_Y + HEIGHT);
            Arrays.fill(c.oceanFloorWg(), MIN_Y + HEIGHT);
            c.setStatus(ProtoChunk.STATUS_CARVERS);
            chunks[(dz + 1) * 3 + dx + 1] = c;
        }
        level.set(0, 0, chunks);
    }

    private void put(int x, int y, int z, String state) {
        ProtoChunk c = chunks[((z >> 4) + 1) * 3 + (x >> 4) + 1];
        c.blocks()[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)] = states.registry().parse(state);
    }

    private String at(int x, int y, int z) {
        return states.registry().toString(level.getBlockState(x, y, z));
    }

    private StructureTemplate.BlockInfo b(int x, int y, int z, String state) {
        return new StructureTemplate.BlockInfo(x, y, z, states.registry().parse(state), null);
    }

    private static StructureTemplate template(int sx, int sy, int sz, List<List<StructureTemplate.BlockInfo>> palettes) {
        return new StructureTemplate("test.nbt", sx, sy, sz, palettes, List.of());
    }

    private boolean place(StructureTemplate t, int x, int y, int z, Rotation r, Mirror m) {
        return t.placeInWorld(level, x, y, z, StructurePlaceSettings.defaults().withRotation(r).withMirror(m), new XoroshiroRandom(7), WorldGenLevel.UPDATE_ALL);
    }

    /** Known shape: no shape updates (the furnace's are not written out). */
    private void placeKnownShape(StructureTemplate t, int x, int y, int z, Rotation r, Mirror m) {
        t.placeInWorld(level, x, y, z, new StructurePlaceSettings(m, r, 0, 0, false, null, true, true), new XoroshiroRandom(7), WorldGenLevel.UPDATE_ALL);
    }

    private boolean fluidTickAt(int x, int y, int z) {
        long p = BlockPos.asLong(x, y, z);
        for (ProtoChunk.ScheduledTick t : level.chunkAt(x >> 4, z >> 4).fluidTicks()) if (t.pos() == p && t.type().equals("minecraft:water")) return true;
        return false;
    }

    @Test
    void positionsAndStatesTurnAndMirrorAsTheGamesTransform() {
        StructureTemplate t = template(3, 1, 2, List.of(List.of(b(2, 0, 1, "minecraft:bone_block[axis=x]"),
                b(0, 0, 1, "minecraft:furnace[facing=north,lit=false]"))));
        // game: transform(pos, NONE, CLOCKWISE_90, pivot 0) = (-z, y, x)
        placeKnownShape(t, 8, 10, 8, Rotation.CLOCKWISE_90, Mirror.NONE);
        assertEquals("minecraft:bone_block[axis=z]", at(8 - 1, 10, 8 + 2));
        assertEquals("minecraft:furnace[facing=east,lit=false]", at(8 - 1, 10, 8));
        // COUNTERCLOCKWISE_90: (z, y, -x); facing north turns west
        fillWorld("minecraft:stone");
        placeKnownShape(t, 8, 10, 8, Rotation.COUNTERCLOCKWISE_90, Mirror.NONE);
        assertEquals("minecraft:bone_block[axis=z]", at(8 + 1, 10, 8 - 2));
        assertEquals("minecraft:furnace[facing=west,lit=false]", at(8 + 1, 10, 8));
        // left_right mirror negates z (north faces south), then 180 negates both
        fillWorld("minecraft:stone");
        placeKnownShape(t, 8, 10, 8, Rotation.CLOCKWISE_180, Mirror.LEFT_RIGHT);
        assertEquals("minecraft:bone_block[axis=x]", at(8 - 2, 10, 8 + 1));
        assertEquals("minecraft:furnace[facing=north,lit=false]", at(8, 10, 8 + 1));
    }

    @Test
    void paletteIsDrawnFromTheSettingsRandom() {
        List<List<StructureTemplate.BlockInfo>> palettes = new ArrayList<>();
        String[] blocks = {"minecraft:granite", "minecraft:diorite", "minecraft:andesite"};
        for (String s : blocks) palettes.add(List.of(b(0, 0, 0, s)));
        StructureTemplate t = template(1, 1, 1, palettes);
        for (long seed = 0; seed < 6; seed++) {
            t.placeInWorld(level, 4, 5, 4, StructurePlaceSettings.defaults(), new XoroshiroRandom(seed), WorldGenLevel.UPDATE_ALL);
            assertEquals(blocks[new XoroshiroRandom(seed).nextInt(3)], at(4, 5, 4), "seed " + seed);
        }
    }

    @Test
    void aDrySpikeTakesTheWaterItReplacesAndWaterFlowingInFromOutsideButNotTheTemplatesOwn() {
        String dry = "minecraft:sulfur_spike[thickness=tip,vertical_direction=up,waterlogged=false]";
        StructureTemplate t = template(2, 2, 1, List.of(List.of(b(0, 0, 0, "minecraft:stone"), b(0, 1, 0, dry),
                b(1, 1, 0, "minecraft:water[level=0]"))));
        // 1: the template's own water beside it is locked: the spike stays dry
        put(8, 11, 8, "minecraft:air");
        place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("false", states.value(level.getBlockState(8, 11, 8), "waterlogged"));
        assertEquals("minecraft:water[level=0]", at(9, 11, 8));
        // 2: a water source of the world north of it fills it (with a water tick)
        fillWorld("minecraft:stone");
        put(8, 11, 8, "minecraft:air");
        put(8, 11, 7, "minecraft:water[level=0]");
        place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("true", states.value(level.getBlockState(8, 11, 8), "waterlogged"));
        assertTrue(fluidTickAt(8, 11, 8));
        // 3: flowing water of the world does not
        fillWorld("minecraft:stone");
        put(8, 11, 7, "minecraft:water[level=1]");
        place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("false", states.value(level.getBlockState(8, 11, 8), "waterlogged"));
        // 4: placed where flowing water was (a fluid, not a source: Fluids.FLOWING_WATER), it stays dry
        fillWorld("minecraft:stone");
        put(8, 11, 8, "minecraft:water[level=3]");
        place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("false", states.value(level.getBlockState(8, 11, 8), "waterlogged"));
        // 5: placed where a water source was, it takes it at once
        fillWorld("minecraft:stone");
        put(8, 11, 8, "minecraft:water[level=0]");
        place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("true", states.value(level.getBlockState(8, 11, 8), "waterlogged"));
    }

    @Test
    void shapeUpdatesRecomputeSpikeThicknessAndPotentSulfurState() {
        String tip = "minecraft:sulfur_spike[thickness=tip,vertical_direction=up,waterlogged=false]";
        StructureTemplate spikes = template(1, 3, 1, List.of(List.of(b(0, 0, 0, "minecraft:stone"), b(0, 1, 0, tip), b(0, 2, 0, tip))));
        put(8, 11, 8, "minecraft:air");
        put(8, 12, 8, "minecraft:air");
        put(8, 13, 8, "minecraft:air");
        place(spikes, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("frustum", states.value(level.getBlockState(8, 11, 8), "thickness"), "a tip with a tip above is a frustum");
        assertEquals("tip", states.value(level.getBlockState(8, 12, 8), "thickness"));

        String dormant = "minecraft:potent_sulfur[potent_sulfur_state=dormant]";
        StructureTemplate geyser = template(1, 3, 1, List.of(List.of(b(0, 0, 0, "minecraft:magma_block"), b(0, 1, 0, dormant),
                b(0, 2, 0, "minecraft:water[level=0]"))));
        fillWorld("minecraft:stone");
        place(geyser, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("dormant", states.value(level.getBlockState(8, 11, 8), "potent_sulfur_state"), "water above, magma below");
        StructureTemplate noWater = template(1, 3, 1, List.of(List.of(b(0, 0, 0, "minecraft:magma_block"), b(0, 1, 0, dormant),
                b(0, 2, 0, "minecraft:air"))));
        fillWorld("minecraft:stone");
        place(noWater, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("dry", states.value(level.getBlockState(8, 11, 8), "potent_sulfur_state"));
        StructureTemplate overStone = template(1, 3, 1, List.of(List.of(b(0, 0, 0, "minecraft:stone"), b(0, 1, 0, dormant),
                b(0, 2, 0, "minecraft:water[level=0]"))));
        fillWorld("minecraft:stone");
        place(overStone, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("wet", states.value(level.getBlockState(8, 11, 8), "potent_sulfur_state"));
    }

    @Test
    void neighboursThatLoseTheirSupportAtTheEdgeBecomeAir() {
        // short grass on a grass block the template turns into stone (VegetationBlock: cannot survive -> air)
        put(8, 10, 8, "minecraft:grass_block[snowy=false]");
        put(8, 11, 8, "minecraft:short_grass");
        StructureTemplate stone = template(1, 1, 1, List.of(List.of(b(0, 0, 0, "minecraft:stone"))));
        place(stone, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("minecraft:air", at(8, 11, 8));
        // an amethyst cluster growing east from the block the template turns into air
        fillWorld("minecraft:stone");
        put(9, 10, 8, "minecraft:amethyst_cluster[facing=east,waterlogged=false]");
        StructureTemplate air = template(1, 1, 1, List.of(List.of(b(0, 0, 0, "minecraft:air"))));
        place(air, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("minecraft:air", at(9, 10, 8));
        // one growing north from there keeps its support
        fillWorld("minecraft:stone");
        put(9, 10, 8, "minecraft:amethyst_cluster[facing=north,waterlogged=false]");
        place(air, 8, 10, 8, Rotation.NONE, Mirror.NONE);
        assertEquals("minecraft:amethyst_cluster[facing=north,waterlogged=false]", at(9, 10, 8));
    }

    @Test
    void anUnknownNeighbourAndAnUnknownRotationRuleAreRefusedByName() {
        StructureTemplate t = template(1, 1, 1, List.of(List.of(b(0, 0, 0, "minecraft:stone"))));
        // a repeater (DiodeBlock): no vanilla template or terrain puts one beside a template, so its rule is not written
        // out (a fence, the example before, is answered now through PieceShapeUpdates)
        put(9, 10, 8, "minecraft:repeater[delay=1,facing=north,locked=false,powered=false]");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> place(t, 8, 10, 8, Rotation.NONE, Mirror.NONE));
        assertTrue(e.getMessage().contains("test.nbt") && e.getMessage().contains("repeater"), e.getMessage());

        IllegalArgumentException r = assertThrows(IllegalArgumentException.class, () -> StateTransforms.check(states,
                states.registry().parse("minecraft:oak_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]"), "t.nbt"));
        assertTrue(r.getMessage().contains("t.nbt") && r.getMessage().contains("shape"), r.getMessage());
    }
}
