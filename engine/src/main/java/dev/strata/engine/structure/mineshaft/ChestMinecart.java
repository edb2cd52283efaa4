package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.LegacyRandom;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The chest minecart a mineshaft corridor leaves on a rail, as the game saves a fresh one (26.1
 * {@code Entity.saveWithoutId}, {@code AbstractMinecart.addAdditionalSaveData}, {@code
 * ContainerEntity.addChestVehicleSaveData}): position, no motion or rotation, zero fall distance and fire, full air,
 * not on ground, {@code FlippedRotation} false, {@code HasTicked} true (the game stores its {@code firstTick} flag
 * there, true until the first tick), its loot table and seed (the seed omitted when 0, as the game omits it).
 *
 * <p>The game gives the minecart a random UUID from the server's random, which no seed decides; Strata derives a
 * version 4 UUID from the world seed and the block position instead, so its output stays reproducible.
 */
final class ChestMinecart {
    private ChestMinecart() {}

    /** The entity tag of a chest minecart at {@code (x, y, z)} (entity coordinates) with a loot table. */
    static CompoundBinaryTag tag(long worldSeed, double x, double y, double z, String lootTable, long lootSeed) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.putString("id", "minecraft:chest_minecart");
        b.put("Pos", ListBinaryTag.builder(BinaryTagTypes.DOUBLE)
                .add(DoubleBinaryTag.doubleBinaryTag(x)).add(DoubleBinaryTag.doubleBinaryTag(y)).add(DoubleBinaryTag.doubleBinaryTag(z)).build());
        b.put("Motion", ListBinaryTag.builder(BinaryTagTypes.DOUBLE)
                .add(DoubleBinaryTag.doubleBinaryTag(0.0)).add(DoubleBinaryTag.doubleBinaryTag(0.0)).add(DoubleBinaryTag.doubleBinaryTag(0.0)).build());
        b.put("Rotation", ListBinaryTag.builder(BinaryTagTypes.FLOAT)
                .add(FloatBinaryTag.floatBinaryTag(0.0F)).add(FloatBinaryTag.floatBinaryTag(0.0F)).build());
        b.putDouble("fall_distance", 0.0);
        b.putShort("Fire", (short) 0);
        b.putShort("Air", (short) 300);
        b.putBoolean("OnGround", false);
        b.putBoolean("Invulnerable", false);
        b.putInt("PortalCooldown", 0);
        b.putIntArray("UUID", uuid(worldSeed, (int) Math.floor(x), (int) Math.floor(y), (int) Math.floor(z)));
        b.putBoolean("FlippedRotation", false);
        b.putBoolean("HasTicked", true);
        b.putString("LootTable", lootTable);
        if (lootSeed != 0L) b.putLong("LootTableSeed", lootSeed);
        return b.build();
    }

    /** A version 4 UUID as the four ints of the game's {@code UUIDUtil.CODEC}, from the seed and block position. */
    static int[] uuid(long worldSeed, int x, int y, int z) {
        LegacyRandom r = new LegacyRandom(worldSeed ^ BlockPos.asLong(x, y, z) * 0x9E3779B97F4A7C15L ^ 0x6D696E65636172L);
        long most = r.nextLong() & 0xFFFFFFFFFFFF0FFFL | 0x4000L;
        long least = r.nextLong() & 0x3FFFFFFFFFFFFFFFL | Long.MIN_VALUE;
        return new int[] {(int) (most >> 32), (int) most, (int) (least >> 32), (int) least};
    }
}
