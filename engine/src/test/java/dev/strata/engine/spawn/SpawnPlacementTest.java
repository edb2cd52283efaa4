package dev.strata.engine.spawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import org.junit.jupiter.api.Test;

/** Heightmap position, placement adjustment and checks, and the types' spawn rules, block by block. */
class SpawnPlacementTest {
    private static final int X = 5, Z = 5;

    private static NaturalSpawner spawner(SpawnTestRegion r, boolean ceiling) {
        SpawnBlocks blocks = new SpawnBlocks(r.states);
        return new NaturalSpawner(blocks, rules(r), b -> null, ceiling);
    }

    private static SpawnRules rules(SpawnTestRegion r) {
        return new SpawnRules(r.states, r.step().biomeSets().polarAlternate::get, SpawnTestRegion.SEA_LEVEL, 0.0f);
    }

    private static boolean ok(SpawnTestRegion r, SpawnEntityType type, int y) {
        SpawnBlocks blocks = new SpawnBlocks(r.states);
        BlockStates.BlockTag prevent = r.states.tag("minecraft:prevent_mob_spawning_inside");
        return type.placement().isSpawnPositionOk(r.level, blocks, X, y, Z, type, prevent);
    }

    @Test
    void onGroundStandsOnTheTopBlockAndStepsIntoPathfindableOnes() {
        SpawnTestRegion flat = SpawnTestRegion.grass(0, 0, "minecraft:plains");
        assertEquals(65, spawner(flat, false).topNonCollidingY(flat.level, SpawnEntityType.SHEEP, X, Z));
        assertTrue(ok(flat, SpawnEntityType.SHEEP, 65));
        // an open trapdoor blocks motion (the heightmap stands on it) but is pathfindable on land: one down, into it
        SpawnTestRegion open = SpawnTestRegion.grass(0, 0, "minecraft:plains")
                .put(X, 65, Z, "minecraft:oak_trapdoor[facing=north,half=bottom,open=true,powered=false,waterlogged=false]");
        assertEquals(65, spawner(open, false).topNonCollidingY(open.level, SpawnEntityType.SHEEP, X, Z));
        assertTrue(ok(open, SpawnEntityType.SHEEP, 65));
        // closed, it is not: the sheep would stand on it, and trapdoors are never a valid spawn block
        SpawnTestRegion closed = SpawnTestRegion.grass(0, 0, "minecraft:plains")
                .put(X, 65, Z, "minecraft:oak_trapdoor[facing=north,half=bottom,open=false,powered=false,waterlogged=false]");
        assertEquals(66, spawner(closed, false).topNonCollidingY(closed.level, SpawnEntityType.SHEEP, X, Z));
        assertFalse(ok(closed, SpawnEntityType.SHEEP, 66));
    }

    @Test
    void leavesAreForParrots() {
        SpawnTestRegion canopy = SpawnTestRegion.grass(0, 0, "minecraft:jungle")
                .put(X, 65, Z, "minecraft:jungle_leaves[distance=1,persistent=false,waterlogged=false]");
        NaturalSpawner s = spawner(canopy, false);
        // MOTION_BLOCKING_NO_LEAVES looks through the leaves: the sheep's feet would be in them
        assertEquals(65, s.topNonCollidingY(canopy.level, SpawnEntityType.SHEEP, X, Z));
        assertFalse(ok(canopy, SpawnEntityType.SHEEP, 65));
        // parrots use MOTION_BLOCKING and may stand on leaves (Blocks.ocelotOrParrot)
        assertEquals(66, s.topNonCollidingY(canopy.level, SpawnEntityType.PARROT, X, Z));
        assertTrue(ok(canopy, SpawnEntityType.PARROT, 66));
        assertFalse(ok(canopy, SpawnEntityType.SHEEP, 66));
    }

    @Test
    void aCeilingSendsTheSearchBelowIt() {
        // the nether's rule: from the heightmap (the roof), down to the first air, then down to the first non-air,
        // which is the position: the ground block itself (so nothing ON_GROUND spawns there; a strider's is the
        // top lava block, in which it may spawn)
        SpawnTestRegion cave = SpawnTestRegion.grass(0, 0, "minecraft:plains").fill(100, 110, "minecraft:bedrock");
        assertEquals(111, spawner(cave, false).topNonCollidingY(cave.level, SpawnEntityType.SHEEP, X, Z));
        assertEquals(64, spawner(cave, true).topNonCollidingY(cave.level, SpawnEntityType.SHEEP, X, Z));
        SpawnTestRegion sea = new SpawnTestRegion(0, 0, "minecraft:nether_wastes").fill(0, 31, "minecraft:lava[level=0]")
                .fill(100, 110, "minecraft:netherrack");
        assertEquals(31, spawner(sea, true).topNonCollidingY(sea.level, SpawnEntityType.STRIDER, X, Z));
    }

    @Test
    void spawnRulesPerType() {
        SpawnTestRegion grass = SpawnTestRegion.grass(0, 0, "minecraft:plains");
        SpawnRules rules = rules(grass);
        assertTrue(rules.checkSpawnRules(SpawnEntityType.COW, grass.level, grass.light, X, 65, Z));
        assertFalse(rules.checkSpawnRules(SpawnEntityType.MOOSHROOM, grass.level, grass.light, X, 65, Z));
        assertFalse(rules.checkSpawnRules(SpawnEntityType.TURTLE, grass.level, grass.light, X, 65, Z));
        // turtles: on #sand and below sea level + 4 (63 + 4)
        SpawnTestRegion beach = new SpawnTestRegion(0, 0, "minecraft:beach").fill(0, 65, "minecraft:sand");
        assertTrue(rules.checkSpawnRules(SpawnEntityType.TURTLE, beach.level, beach.light, X, 66, Z));
        SpawnTestRegion dune = new SpawnTestRegion(0, 0, "minecraft:beach").fill(0, 66, "minecraft:sand");
        assertFalse(rules.checkSpawnRules(SpawnEntityType.TURTLE, dune.level, dune.light, X, 67, Z));
        // polar bears: in frozen oceans on ice (#polar_bears_spawnable_on_alternate), elsewhere the animal rule
        SpawnTestRegion floe = new SpawnTestRegion(0, 0, "minecraft:frozen_ocean").fill(0, 64, "minecraft:ice");
        assertTrue(rules.checkSpawnRules(SpawnEntityType.POLAR_BEAR, floe.level, floe.light, X, 65, Z));
        SpawnTestRegion plainIce = new SpawnTestRegion(0, 0, "minecraft:snowy_plains").fill(0, 64, "minecraft:ice");
        assertFalse(rules.checkSpawnRules(SpawnEntityType.POLAR_BEAR, plainIce.level, plainIce.light, X, 65, Z));
        // ice is a valid spawn block for polar bears only
        assertTrue(ok(floe, SpawnEntityType.POLAR_BEAR, 65));
        assertFalse(ok(floe, SpawnEntityType.SHEEP, 65));
        // striders: the first block above the lava must be air
        SpawnTestRegion lava = new SpawnTestRegion(0, 0, "minecraft:nether_wastes").fill(0, 60, "minecraft:lava[level=0]");
        assertTrue(rules.checkSpawnRules(SpawnEntityType.STRIDER, lava.level, lava.light, X, 58, Z));
        lava.put(X, 61, Z, "minecraft:netherrack");
        assertFalse(rules.checkSpawnRules(SpawnEntityType.STRIDER, lava.level, lava.light, X, 58, Z));
    }

    @Test
    void walkTargetValueFromLight() {
        SpawnTestRegion stone = new SpawnTestRegion(0, 0, "minecraft:plains").fill(0, 64, "minecraft:stone");
        SpawnRules rules = rules(stone);
        // not on grass: curve(b / 15) - 0.5 >= 0 from brightness 12 (v = 0.8: 0.8 / 1.6 = 0.5)
        stone.light(11, 0);
        assertTrue(rules.walkTargetValue(SpawnEntityType.SHEEP, stone.level, stone.light, X, 65, Z) < 0);
        stone.light(12, 0);
        assertTrue(rules.walkTargetValue(SpawnEntityType.SHEEP, stone.level, stone.light, X, 65, Z) >= 0);
        // on grass always 10
        SpawnTestRegion grass = SpawnTestRegion.grass(0, 0, "minecraft:plains").light(0, 0);
        assertEquals(10.0f, rules.walkTargetValue(SpawnEntityType.SHEEP, grass.level, grass.light, X, 65, Z));
    }
}
