package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The mobs of a mansion's data markers (game: the mob half of {@code WoodlandMansionPiece.handleDataMarker}):
 * {@code Mage} an evoker, {@code Warrior} a vindicator, {@code Group of Allays} {@code nextInt(3) + 1} allays drawn
 * from the region's random ({@code level.getRandom()}). Each is made with spawn reason {@code STRUCTURE}, made
 * persistent, put at the marker block's bottom centre with yaw and pitch 0, finalized and added to the chunk holding
 * it ({@link WorldGenLevel#addFreshEntity}); after each mob the marker's block is set to air (flags 2).
 *
 * <p>The tag each mob gets is the part of a freshly spawned mob's save that the spawn decides and the load does not
 * default: {@code id}, {@code Pos}, {@code Rotation} (0, 0), {@code PersistenceRequired: 1b}, and for the vindicator
 * its iron axe ({@code equipment.mainhand}; game: {@code Vindicator.populateDefaultEquipmentSlots} outside a raid).
 * Left out: {@code UUID} (the game's is not reproducible; the game gives a loaded entity without one a new one),
 * {@code Health} and the other fields at their defaults, and what {@code finalizeSpawn} draws from the region's random
 * (the follow range bonus, left-handedness, the vindicator's equipment enchantment chance, which depends on the
 * world's difficulty and day time, unknown to the generator).
 *
 * <p>The allay count: the region's random is {@code worldgen_region_random} at the decorated chunk's min corner (as
 * {@code spawn/MobFinalizer} and the desert pyramid make it), taken fresh per marker. The game shares it through the
 * chunk's features step, so the count is the game's when no mob was finalized before it in that chunk's features
 * step (the finalize draws above are not made here); after an evoker, vindicator or allay in the same chunk it may
 * differ.
 */
final class MansionMobs {
    private MansionMobs() {}

    /** Adds the marker's mobs, or does nothing for a marker that is not a mob's. */
    static void add(WorldGenLevel level, String marker, int x, int y, int z) {
        int count;
        String id;
        switch (marker) {
            case "Mage" -> {
                id = "minecraft:evoker";
                count = 1;
            }
            case "Warrior" -> {
                id = "minecraft:vindicator";
                count = 1;
            }
            case "Group of Allays" -> {
                id = "minecraft:allay";
                count = regionRandom(level).nextInt(3) + 1;
            }
            default -> {
                return;
            }
        }
        CompoundBinaryTag more = id.equals("minecraft:vindicator")
                ? CompoundBinaryTag.builder().put("equipment", CompoundBinaryTag.builder().put("mainhand", CompoundBinaryTag.builder()
                        .putString("id", "minecraft:iron_axe").putInt("count", 1).build()).build()).build()
                : CompoundBinaryTag.empty();
        for (int i = 0; i < count; i++) {
            // id, position, rotation 0 0 and PersistenceRequired: the shared tag of a structure's persistent mob
            dev.strata.engine.structure.template.TemplatePieces.addMob(level, id, x + 0.5, y, z + 0.5, more);
            level.setBlock(x, y, z, level.states().air, WorldGenLevel.UPDATE_CLIENTS);
        }
    }

    /** Game: {@code WorldGenRegion.getRandom()} of the decorated chunk, fresh (see the class comment). */
    private static RandomSource regionRandom(WorldGenLevel level) {
        return new XoroshiroRandom(level.getSeed()).forkPositional().fromHashOf("minecraft:worldgen_region_random").forkPositional()
                .at(level.centerChunkX() << 4, 0, level.centerChunkZ() << 4);
    }
}
