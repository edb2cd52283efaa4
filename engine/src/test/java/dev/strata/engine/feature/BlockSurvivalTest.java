package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

/**
 * The survival rules of the blocks the 26.2 features place, on a synthetic region (the 26.1 block classes'
 * {@code canSurvive}/{@code mayPlaceOn}, the 26.2 pack's tags). Positions are around (5, 64, 5).
 */
class BlockSurvivalTest {
    final RegionFixture f = new RegionFixture();
    static final int X = 5, Y = 64, Z = 5;

    boolean survives(String state) {
        return BlockSurvival.canSurvive(f.level, f.state(state), X, Y, Z);
    }

    RegionFixture below(String state) {
        return f.set(X, Y - 1, Z, state);
    }

    RegionFixture above(String state) {
        return f.set(X, Y + 1, Z, state);
    }

    @Test
    void plantsStandOnTheirSoilTags() {
        below("minecraft:grass_block");
        assertTrue(survives("minecraft:poppy"));
        assertTrue(survives("minecraft:oak_sapling"));
        assertTrue(survives("minecraft:firefly_bush"));
        assertTrue(survives("minecraft:wildflowers"));
        assertTrue(survives("minecraft:dead_bush"), "dry vegetation includes supports_vegetation");
        assertTrue(survives("minecraft:crimson_roots"), "26.2: supports_crimson_roots includes supports_vegetation");
        below("minecraft:sand");
        assertFalse(survives("minecraft:poppy"));
        assertTrue(survives("minecraft:dead_bush"));
        assertTrue(survives("minecraft:short_dry_grass"));
        below("minecraft:stone");
        assertFalse(survives("minecraft:short_grass"));
        assertFalse(survives("minecraft:dead_bush"));
        assertFalse(survives("minecraft:crimson_roots"));
        assertTrue(survives("minecraft:stone"), "blocks without a rule survive anywhere");
        assertTrue(survives("minecraft:pumpkin"));
        assertTrue(survives("minecraft:potent_sulfur[potent_sulfur_state=wet]"));
        below("minecraft:crimson_nylium");
        assertTrue(survives("minecraft:crimson_roots"));
        assertTrue(survives("minecraft:crimson_fungus"));
        assertTrue(survives("minecraft:warped_fungus"), "any nylium");
        below("minecraft:netherrack");
        assertFalse(survives("minecraft:warped_fungus"));
        assertFalse(survives("minecraft:nether_sprouts"));
        below("minecraft:moss_block");
        assertTrue(survives("minecraft:azalea"));
        below("minecraft:clay");
        assertTrue(survives("minecraft:mangrove_propagule"));
        assertFalse(survives("minecraft:oak_sapling"));
    }

    @Test
    void doublePlantsUpperHalfNeedsItsLowerHalf() {
        below("minecraft:grass_block");
        assertTrue(survives("minecraft:tall_grass[half=lower]"));
        assertFalse(survives("minecraft:tall_grass[half=upper]"), "upper on grass");
        below("minecraft:tall_grass[half=lower]");
        assertTrue(survives("minecraft:tall_grass[half=upper]"));
        assertFalse(survives("minecraft:lilac[half=upper]"), "another double plant's lower half");
        below("minecraft:tall_grass[half=upper]");
        assertFalse(survives("minecraft:tall_grass[half=upper]"));
    }

    @Test
    void mushroomsNeedDarknessUnlessOnTheirOwnSoil() {
        below("minecraft:stone");
        assertTrue(survives("minecraft:red_mushroom"), "default brightness " + BlockSurvival.DEFAULT_BRIGHTNESS);
        below("minecraft:glass");
        assertFalse(survives("minecraft:red_mushroom"), "glass is not solid render");
        WorldGenLevel bright = withBrightness(15);
        below("minecraft:stone");
        assertFalse(BlockSurvival.canSurvive(bright, f.state("minecraft:brown_mushroom"), X, Y, Z));
        below("minecraft:mycelium");
        assertTrue(BlockSurvival.canSurvive(bright, f.state("minecraft:brown_mushroom"), X, Y, Z));
        below("minecraft:stone");
        assertTrue(BlockSurvival.canSurvive(withBrightness(12), f.state("minecraft:brown_mushroom"), X, Y, Z));
        assertFalse(BlockSurvival.canSurvive(withBrightness(13), f.state("minecraft:brown_mushroom"), X, Y, Z));
    }

    /** The fixture's region, answering a fixed raw brightness. */
    WorldGenLevel withBrightness(int light) {
        return (WorldGenLevel) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {WorldGenLevel.class, BlockSurvival.Brightness.class}, (proxy, m, args) -> {
                    if (m.getName().equals("rawBrightness")) return light;
                    try {
                        return m.invoke(f.level, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void lilyPadsFloatOnStillWaterWithNothingAtTheirPlace() {
        below("minecraft:water[level=0]");
        assertTrue(survives("minecraft:lily_pad"));
        below("minecraft:water[level=2]");
        assertFalse(survives("minecraft:lily_pad"), "supports_lily_pad (fluid) holds the source only");
        below("minecraft:ice");
        assertTrue(survives("minecraft:lily_pad"));
        below("minecraft:water[level=0]");
        f.set(X, Y, Z, "minecraft:water[level=0]");
        assertFalse(survives("minecraft:lily_pad"), "a fluid at its own place");
    }

    @Test
    void sugarCaneNeedsWaterBesideItsSoil() {
        below("minecraft:sand");
        assertFalse(survives("minecraft:sugar_cane"));
        f.set(X + 1, Y - 1, Z, "minecraft:water[level=3]");
        assertTrue(survives("minecraft:sugar_cane"), "flowing water is in #water");
        f.set(X + 1, Y - 1, Z, "minecraft:air").set(X, Y - 1, Z - 1, "minecraft:frosted_ice");
        assertTrue(survives("minecraft:sugar_cane"));
        f.set(X, Y - 1, Z - 1, "minecraft:oak_stairs[waterlogged=true]");
        assertTrue(survives("minecraft:sugar_cane"));
        f.set(X, Y - 1, Z - 1, "minecraft:air");
        f.set(X, Y, Z + 1, "minecraft:water");
        assertFalse(survives("minecraft:sugar_cane"), "water beside the cane itself does not count");
        below("minecraft:sugar_cane");
        assertTrue(survives("minecraft:sugar_cane"));
    }

    @Test
    void cactusWantsSandAndNothingSolidBeside() {
        below("minecraft:red_sand");
        assertTrue(survives("minecraft:cactus"));
        f.set(X - 1, Y, Z, "minecraft:stone");
        assertFalse(survives("minecraft:cactus"));
        f.set(X - 1, Y, Z, "minecraft:lava");
        assertFalse(survives("minecraft:cactus"), "lava beside");
        f.set(X - 1, Y, Z, "minecraft:short_grass");
        assertTrue(survives("minecraft:cactus"), "not solid");
        above("minecraft:water");
        assertFalse(survives("minecraft:cactus"), "liquid above");
        above("minecraft:oak_stairs[waterlogged=true]");
        assertTrue(survives("minecraft:cactus"), "a waterlogged block is not a liquid block");
    }

    @Test
    void fireNeedsASturdyFloorOrSomethingToBurn() {
        below("minecraft:netherrack");
        assertTrue(survives("minecraft:fire"));
        below("minecraft:air");
        assertFalse(survives("minecraft:fire"));
        f.set(X, Y, Z + 1, "minecraft:oak_planks");
        assertTrue(survives("minecraft:fire"));
        f.set(X, Y, Z + 1, "minecraft:oak_stairs[waterlogged=true]");
        assertFalse(survives("minecraft:fire"), "waterlogged blocks do not burn");
        f.set(X, Y, Z + 1, "minecraft:crimson_planks");
        assertFalse(survives("minecraft:fire"), "nether wood does not burn");
        above("minecraft:oak_leaves");
        assertTrue(survives("minecraft:fire"));
        below("minecraft:soul_soil");
        assertTrue(survives("minecraft:soul_fire"));
        below("minecraft:netherrack");
        assertFalse(survives("minecraft:soul_fire"));
    }

    @Test
    void hangingAndAttachedBlocksUseSturdyFaces() {
        above("minecraft:stone");
        assertTrue(survives("minecraft:hanging_roots"));
        assertTrue(survives("minecraft:spore_blossom"));
        assertTrue(survives("minecraft:cave_vines"));
        assertTrue(survives("minecraft:weeping_vines_plant"));
        f.set(X, Y, Z, "minecraft:water");
        assertFalse(survives("minecraft:spore_blossom"), "not in water");
        f.set(X, Y, Z, "minecraft:air");
        above("minecraft:oak_leaves");
        assertFalse(survives("minecraft:hanging_roots"), "leaves have no support shape");
        assertFalse(survives("minecraft:cave_vines"));
        above("minecraft:cave_vines_plant");
        assertTrue(survives("minecraft:cave_vines"));
        above("minecraft:oak_fence_gate");
        assertFalse(survives("minecraft:spore_blossom"), "unstable_bottom_center");
        above("minecraft:oak_fence");
        assertTrue(survives("minecraft:spore_blossom"), "a fence post supports the centre");
        above("minecraft:mangrove_leaves");
        assertTrue(survives("minecraft:mangrove_propagule[hanging=true]"));
        below("minecraft:stone");
        assertTrue(survives("minecraft:leaf_litter"));
        assertTrue(survives("minecraft:torch"));
        below("minecraft:oak_leaves");
        assertFalse(survives("minecraft:leaf_litter"));
        assertFalse(survives("minecraft:torch"));
        below("minecraft:oak_fence");
        assertTrue(survives("minecraft:torch"));
        assertFalse(survives("minecraft:leaf_litter"));
    }

    @Test
    void kelpAndSeagrass() {
        below("minecraft:gravel");
        assertTrue(survives("minecraft:kelp"));
        assertTrue(survives("minecraft:seagrass"));
        assertFalse(survives("minecraft:tall_seagrass[half=lower]"), "no water at its place");
        f.set(X, Y, Z, "minecraft:water");
        assertTrue(survives("minecraft:tall_seagrass[half=lower]"));
        f.set(X, Y, Z, "minecraft:water[level=3]");
        assertFalse(survives("minecraft:tall_seagrass[half=lower]"), "flowing water is not full");
        f.set(X, Y, Z, "minecraft:water[level=8]");
        assertTrue(survives("minecraft:tall_seagrass[half=lower]"), "falling water is full");
        below("minecraft:magma_block");
        assertFalse(survives("minecraft:kelp"));
        assertFalse(survives("minecraft:seagrass"));
        below("minecraft:kelp_plant");
        assertTrue(survives("minecraft:kelp"));
        below("minecraft:tall_seagrass[half=lower]");
        assertTrue(survives("minecraft:tall_seagrass[half=upper]"));
        below("minecraft:stone_slab[type=bottom]");
        assertFalse(survives("minecraft:sea_pickle"));
        below("minecraft:stone_slab[type=top]");
        assertTrue(survives("minecraft:sea_pickle"));
    }

    @Test
    void multifaceNeedsEveryFaceAttached() {
        below("minecraft:stone");
        assertTrue(survives("minecraft:glow_lichen[down=true]"));
        assertFalse(survives("minecraft:glow_lichen[down=true,north=true]"), "nothing north");
        f.set(X, Y, Z - 1, "minecraft:oak_leaves");
        assertTrue(survives("minecraft:glow_lichen[down=true,north=true]"), "leaves: a full collision face");
        assertFalse(survives("minecraft:glow_lichen[down=false]"), "no face at all");
    }

    @Test
    void carpetsDripleafAndSnow() {
        assertFalse(survives("minecraft:moss_carpet"));
        assertFalse(survives("minecraft:pale_moss_carpet[bottom=true]"));
        below("minecraft:short_grass");
        assertTrue(survives("minecraft:moss_carpet"));
        below("minecraft:pale_moss_carpet[bottom=true]");
        assertTrue(survives("minecraft:pale_moss_carpet[bottom=false]"));
        below("minecraft:pale_moss_carpet[bottom=false]");
        assertFalse(survives("minecraft:pale_moss_carpet[bottom=false]"));
        below("minecraft:clay");
        assertTrue(survives("minecraft:small_dripleaf[half=lower]"));
        below("minecraft:grass_block");
        assertFalse(survives("minecraft:small_dripleaf[half=lower]"));
        f.set(X, Y, Z, "minecraft:water");
        assertTrue(survives("minecraft:small_dripleaf[half=lower]"), "on vegetation soil under a water source");
        below("minecraft:stone");
        assertTrue(survives("minecraft:snow"));
        below("minecraft:ice");
        assertFalse(survives("minecraft:snow"));
        below("minecraft:soul_sand");
        assertTrue(survives("minecraft:snow"));
        below("minecraft:stone_slab[type=bottom]");
        assertFalse(survives("minecraft:snow"));
        below("minecraft:snow[layers=8]");
        assertTrue(survives("minecraft:snow"));
        below("minecraft:snow[layers=7]");
        assertFalse(survives("minecraft:snow"));
    }

    @Test
    void unmodelledRulesThrowRatherThanGuess() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> survives("minecraft:oak_door"));
        assertTrue(e.getMessage().contains("oak_door"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> survives("minecraft:vine[north=true]"));
        assertTrue(survives("minecraft:mushroom_stem"));
    }

    @Test
    void wouldSurvivePredicateAsksTheRuleAtTheOffset() {
        f.set(X, Y, Z, "minecraft:grass_block");
        var p = f.parser.blockPredicate(RegionFixture.json("{\"type\":\"minecraft:would_survive\",\"offset\":[0,1,0],"
                + "\"state\":{\"Name\":\"minecraft:oak_sapling\",\"Properties\":{\"stage\":\"0\"}}}"));
        assertTrue(p.test(f.level, X, Y, Z));
        assertFalse(p.test(f.level, X, Y + 1, Z));
        assertEquals(0, BlockSurvival.DEFAULT_BRIGHTNESS);
    }
}
