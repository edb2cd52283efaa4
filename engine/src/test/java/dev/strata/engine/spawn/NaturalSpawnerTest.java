package dev.strata.engine.spawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The spawn step on synthetic chunks, against the game's rules written out independently here for the simple
 * case (flat grass, full light: every first attempt succeeds), and the rules that make attempts fail.
 */
class NaturalSpawnerTest {

    /** The first chunk along z = 0 (x from 0) whose first creature draw passes plains' probability 0.1. */
    static int firstSpawningChunk() {
        for (int x = 0; ; x++) {
            WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0));
            r.setDecorationSeed(SpawnTestRegion.SEED, x << 4, 0);
            if (r.nextFloat() < 0.1f) return x;
        }
    }

    /** Expected mob of the reference model: type, feet x/y/z, yaw. */
    record Expected(String type, double x, int y, double z, float yaw) {}

    /**
     * NaturalSpawner.spawnMobsForChunkGeneration for ground where every attempt succeeds at y: the random's draws
     * in the game's order, the clamp of the feet by the type's width, the column walk.
     */
    static List<Expected> reference(int cx, int cz, int y, BiomeCreatureSpawns spawns) {
        WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0));
        r.setDecorationSeed(SpawnTestRegion.SEED, cx << 4, cz << 4);
        int xo = cx << 4, zo = cz << 4;
        List<Expected> out = new ArrayList<>();
        while (r.nextFloat() < spawns.probability()) {
            int total = 0;
            for (BiomeCreatureSpawns.Spawner s : spawns.spawners()) total += s.weight();
            int sel = r.nextInt(total);
            BiomeCreatureSpawns.Spawner pick = null;
            for (BiomeCreatureSpawns.Spawner s : spawns.spawners()) {
                if (sel < s.weight()) {
                    pick = s;
                    break;
                }
                sel -= s.weight();
            }
            int count = pick.minCount() + r.nextInt(1 + pick.maxCount() - pick.minCount());
            int x = xo + r.nextInt(16), z = zo + r.nextInt(16);
            int sx = x, sz = z;
            for (int i = 0; i < count; i++) {
                double w = pick.type().width();
                double fx = Math.max(xo + w, Math.min(x, xo + 16 - w));
                double fz = Math.max(zo + w, Math.min(z, zo + 16 - w));
                out.add(new Expected(pick.type().id(), fx, y, fz, r.nextFloat() * 360f));
                x += r.nextInt(5) - r.nextInt(5);
                z += r.nextInt(5) - r.nextInt(5);
                while (x < xo || x >= xo + 16 || z < zo || z >= zo + 16) {
                    x = sx + r.nextInt(5) - r.nextInt(5);
                    z = sz + r.nextInt(5) - r.nextInt(5);
                }
            }
        }
        return out;
    }

    private static List<Expected> actual(List<SpawnedMob> mobs) {
        List<Expected> out = new ArrayList<>();
        for (SpawnedMob m : mobs) out.add(new Expected(m.type().id(), m.x(), (int) m.y(), m.z(), m.yaw()));
        return out;
    }

    @Test
    void flatLitGrassSpawnsWhatTheGameDraws() {
        int cx = firstSpawningChunk();
        SpawnTestRegion region = SpawnTestRegion.grass(cx, 0, "minecraft:plains");
        BiomeCreatureSpawns plains = BiomeCreatureSpawns.load(dev.strata.engine.testing.SharedData.vanilla(), ResourceId.parse("minecraft:plains"));
        List<Expected> expected = reference(cx, 0, 65, plains);
        assertFalse(expected.isEmpty());
        List<SpawnedMob> mobs = region.step().spawn(region.level, region.light);
        assertEquals(expected, actual(mobs));
        // the mobs are the centre chunk's entities, in spawn order
        assertEquals(mobs.size(), region.level.chunkAt(cx, 0).entities().size());
        for (int i = 0; i < mobs.size(); i++) assertEquals(mobs.get(i).nbt(), region.level.chunkAt(cx, 0).entities().get(i));
        // pinned (seed 1234): chunk 17 gets four chickens
        assertEquals(17, cx);
        assertEquals(new Expected("minecraft:chicken", 287.0, 65, 13.0, 234.20822f), expected.get(0));
        assertEquals(4, expected.size());
    }

    @Test
    void wideMobsAreClampedIntoTheChunk() {
        BiomeCreatureSpawns plains = BiomeCreatureSpawns.load(dev.strata.engine.testing.SharedData.vanilla(), ResourceId.parse("minecraft:plains"));
        // the first chunk along z = 0 where the reference model puts a horse off the block grid (x or z clamped by
        // its width 1.3964844 at a chunk edge)
        for (int cx = 0; cx < 2000; cx++) {
            List<Expected> expected = reference(cx, 0, 65, plains);
            boolean clamped = expected.stream().anyMatch(e -> e.type().equals("minecraft:horse") && (e.x() != Math.floor(e.x()) || e.z() != Math.floor(e.z())));
            if (!clamped) continue;
            SpawnTestRegion region = SpawnTestRegion.grass(cx, 0, "minecraft:plains");
            assertEquals(expected, actual(region.step().spawn(region.level, region.light)));
            return;
        }
        throw new AssertionError("no clamped horse in 2000 chunks");
    }

    @Test
    void darkChunksGetNoAnimalsAndTheColumnStays() {
        int cx = firstSpawningChunk();
        // raw brightness 8 fails Animal.isBrightEnoughToSpawn (> 8); 9 passes
        SpawnTestRegion dark = SpawnTestRegion.grass(cx, 0, "minecraft:plains").light(8, 8);
        assertTrue(dark.step().spawn(dark.level, dark.light).isEmpty());
        SpawnTestRegion dim = SpawnTestRegion.grass(cx, 0, "minecraft:plains").light(9, 0);
        assertFalse(dim.step().spawn(dim.level, dim.light).isEmpty());
        // a failed rule `continue`s: no yaw and no column move, so only the group draws are made
        WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0));
        r.setDecorationSeed(SpawnTestRegion.SEED, cx << 4, 0);
        BiomeCreatureSpawns plains = BiomeCreatureSpawns.load(dev.strata.engine.testing.SharedData.vanilla(), ResourceId.parse("minecraft:plains"));
        dark.step().spawner().spawnMobsForChunkGeneration(dark.level, dark.light, plains, r, MobFinalizer.forChunk(1, false, cx, 0, dark.step().biomeSets()), true);
        WorldgenRandom ref = new WorldgenRandom(new LegacyRandom(0));
        ref.setDecorationSeed(SpawnTestRegion.SEED, cx << 4, 0);
        while (ref.nextFloat() < plains.probability()) {
            BiomeCreatureSpawns.Spawner s = plains.pick(ref);
            ref.nextInt(1 + s.maxCount() - s.minCount());
            ref.nextInt(16);
            ref.nextInt(16);
        }
        assertEquals(ref.getCount(), r.getCount());
    }

    @Test
    void animalsNeedTheirBlockBelow() {
        int cx = firstSpawningChunk();
        SpawnTestRegion stone = new SpawnTestRegion(cx, 0, "minecraft:plains").fill(0, 64, "minecraft:stone");
        assertTrue(stone.step().spawn(stone.level, stone.light).isEmpty());
        // desert rabbits and camels stand on sand (#rabbits_spawnable_on, #camels_spawnable_on)
        int dx = 0;
        for (; ; dx++) {
            WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0));
            r.setDecorationSeed(SpawnTestRegion.SEED, dx << 4, 0);
            if (r.nextFloat() < 0.1f) break;
        }
        SpawnTestRegion sand = new SpawnTestRegion(dx, 0, "minecraft:desert").fill(0, 64, "minecraft:sand");
        BiomeCreatureSpawns desert = BiomeCreatureSpawns.load(dev.strata.engine.testing.SharedData.vanilla(), ResourceId.parse("minecraft:desert"));
        List<Expected> expected = reference(dx, 0, 65, desert);
        assertEquals(expected, actual(sand.step().spawn(sand.level, sand.light)));
    }

    @Test
    void collisionWithBlockShapes() {
        SpawnTestRegion region = SpawnTestRegion.grass(0, 0, "minecraft:plains");
        NaturalSpawner spawner = region.step().spawner();
        double[] sheep = SpawnEntityType.SHEEP.spawnBox(5.0, 65, 5.0);
        // flat ground: the box's floor touches the grass's top face, which is no collision
        assertTrue(spawner.noCollision(region.level, sheep));
        // a fence post one block west: its post (x 0.375..0.625 of the block) reaches into the box (x 4.55..5.45)
        region.put(4, 65, 5, "minecraft:oak_fence");
        assertFalse(spawner.noCollision(region.level, sheep));
        // two blocks west the post is in the outer ring of cells; a fence has a large shape but its post stays away
        SpawnTestRegion r2 = SpawnTestRegion.grass(0, 0, "minecraft:plains").put(3, 65, 5, "minecraft:oak_fence");
        assertTrue(spawner.noCollision(r2.level, sheep));
        // a bottom slab at the feet collides, a slab above the head (y 66.5..67 vs 65..66.3) does not
        SpawnTestRegion r3 = SpawnTestRegion.grass(0, 0, "minecraft:plains").put(5, 66, 5, "minecraft:oak_slab[type=top,waterlogged=false]");
        assertTrue(spawner.noCollision(r3.level, sheep));
        SpawnTestRegion r4 = SpawnTestRegion.grass(0, 0, "minecraft:plains").put(5, 66, 5, "minecraft:oak_slab[type=bottom,waterlogged=false]");
        assertFalse(spawner.noCollision(r4.level, sheep));
    }
}
