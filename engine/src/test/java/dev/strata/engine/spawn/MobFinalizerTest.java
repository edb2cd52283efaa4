package dev.strata.engine.spawn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/** finalizeSpawn's draws from the region random, in the game's order, and the NBT they end up in. */
class MobFinalizerTest {

    /** The game's WorldGenRegion random of chunk (cx, cz): worldgen_region_random at the chunk's minimum corner. */
    private static RandomSource regionRandom(long seed, int cx, int cz) {
        return new XoroshiroRandom(seed).forkPositional().fromHashOf("minecraft:worldgen_region_random").forkPositional().at(cx << 4, 0, cz << 4);
    }

    private static double followBonus(CompoundBinaryTag nbt) {
        CompoundBinaryTag last = (CompoundBinaryTag) nbt.getList("attributes").get(nbt.getList("attributes").size() - 1);
        assertEquals("minecraft:follow_range", last.getString("id"));
        return ((CompoundBinaryTag) last.getList("modifiers").get(0)).getDouble("amount");
    }

    @Test
    void sheepGroupInAPlainBiome() {
        SpawnTestRegion region = SpawnTestRegion.grass(3, -2, "minecraft:plains");
        MobFinalizer f = MobFinalizer.forChunk(SpawnTestRegion.SEED, false, 3, -2, region.step().biomeSets());
        MobFinalizer.Group g = f.newGroup();
        RandomSource r = regionRandom(SpawnTestRegion.SEED, 3, -2);
        for (int i = 0; i < 4; i++) {
            CompoundBinaryTag nbt = f.finalizeSpawn(region.level, SpawnEntityType.SHEEP, 50.0, 65, -30.0, 10f, g).nbt();
            // SheepColorSpawnRules, temperate table: black 5, gray 5, light gray 5, brown 3, then white (1 in 500 pink)
            int sel = r.nextInt(100);
            int color = sel < 5 ? 15 : sel < 10 ? 7 : sel < 15 ? 8 : sel < 18 ? 12 : (r.nextInt(500) < 499 ? 0 : 6);
            assertEquals(color, nbt.getByte("Color"));
            // AgeableMob: the first of a group is never a baby and draws nothing
            boolean baby = i > 0 && r.nextFloat() <= 0.05f;
            assertEquals(baby ? -24000 : 0, nbt.getInt("Age"));
            double bonus = 0.11485000000000001 * (r.nextDouble() - r.nextDouble());
            assertEquals(bonus, followBonus(nbt));
            assertEquals(r.nextFloat() < 0.05f, nbt.getBoolean("LeftHanded"));
            assertEquals("minecraft:sheep", nbt.getString("id"));
            assertEquals(8.0f, nbt.getFloat("Health"));
        }
        assertEquals(r.nextLong(), f.random().nextLong()); // no draw more, no draw less
    }

    @Test
    void pigsOfAWarmBiomeAndHorseAttributes() {
        SpawnTestRegion region = SpawnTestRegion.grass(0, 0, "minecraft:savanna");
        MobFinalizer f = MobFinalizer.forChunk(SpawnTestRegion.SEED, false, 0, 0, region.step().biomeSets());
        RandomSource r = regionRandom(SpawnTestRegion.SEED, 0, 0);
        CompoundBinaryTag pig = f.finalizeSpawn(region.level, SpawnEntityType.PIG, 5.0, 65, 5.0, 0f, f.newGroup()).nbt();
        // savanna is in #spawns_warm_variant_farm_animals: one warm variant (nextInt(1)), then a sound variant of 3
        assertEquals("minecraft:warm", pig.getString("variant"));
        assertEquals(0, r.nextInt(1));
        assertEquals("minecraft:" + new String[] {"big", "classic", "mini"}[r.nextInt(3)], pig.getString("sound_variant"));
        r.nextDouble();
        r.nextDouble();
        r.nextFloat();
        CompoundBinaryTag horse = f.finalizeSpawn(region.level, SpawnEntityType.HORSE, 5.0, 65, 5.0, 0f, f.newGroup()).nbt();
        int color = r.nextInt(7), markings = r.nextInt(5);
        assertEquals(color | markings << 8, horse.getInt("Variant"));
        float health = 15.0f + r.nextInt(8) + r.nextInt(9);
        assertEquals(health, horse.getFloat("Health"));
        double speed = ((double) 0.45f + r.nextDouble() * 0.3 + r.nextDouble() * 0.3 + r.nextDouble() * 0.3) * 0.25;
        CompoundBinaryTag speedTag = (CompoundBinaryTag) horse.getList("attributes").get(1);
        assertEquals("minecraft:movement_speed", speedTag.getString("id"));
        assertEquals(speed, speedTag.getDouble("base"));
        r.nextDouble();
        r.nextDouble();
        r.nextDouble();
        r.nextDouble();
        r.nextDouble();
        r.nextFloat();
        assertEquals(r.nextLong(), f.random().nextLong());
    }

    @Test
    void uuidsDependOnSeedAndChunkOnly() {
        SpawnTestRegion region = SpawnTestRegion.grass(0, 0, "minecraft:plains");
        int[] a = MobFinalizer.forChunk(1, false, 0, 0, region.step().biomeSets()).finalizeSpawn(region.level, SpawnEntityType.COW, 5, 65, 5, 0f, new MobFinalizer.Group()).nbt().getIntArray("UUID");
        int[] b = MobFinalizer.forChunk(1, false, 0, 0, region.step().biomeSets()).finalizeSpawn(region.level, SpawnEntityType.COW, 5, 65, 5, 0f, new MobFinalizer.Group()).nbt().getIntArray("UUID");
        int[] c = MobFinalizer.forChunk(1, false, 1, 0, region.step().biomeSets()).finalizeSpawn(region.level, SpawnEntityType.COW, 5, 65, 5, 0f, new MobFinalizer.Group()).nbt().getIntArray("UUID");
        assertArrayEquals(a, b);
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(c));
        assertEquals(4, (a[1] >>> 12) & 0xF); // version 4
        assertEquals(2, (a[2] >>> 30) & 0x3); // IETF variant
        assertTrue(a.length == 4);
    }
}
