package dev.strata.regionio.world;

import java.nio.file.Path;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * What Strata needs from an existing world's {@code level.dat} (and, for 26.x, {@code world_gen_settings.dat}).
 *
 * @param dataVersion        {@code Data.DataVersion} of level.dat (the version that last saved the world)
 * @param levelName          {@code Data.LevelName}, or "" if absent
 * @param seed               the world seed
 * @param generateStructures {@code generate_structures} (26.x) or {@code generate_features} (1.16 to 1.21)
 * @param dimensions         {@code dimensions}: dimension id to {@code {type, generator}}; empty for pre-1.16 worlds
 * @param settingsSource     the file the seed came from (level.dat or world_gen_settings.dat)
 * @param spawn              the spawn point ({@code Data.spawn} in 26.x, {@code Data.SpawnX/Y/Z} before), or null when
 *                           level.dat has neither
 * @param legacyBorder       the world-wide border of {@code Data.BorderCenterX/BorderCenterZ/BorderSize} (worlds before
 *                           26.x; 26.x keeps one per dimension, see {@link WorldBorder#of}), or null when absent
 */
public record LevelInfo(int dataVersion, String levelName, long seed, boolean generateStructures,
                        CompoundBinaryTag dimensions, Path settingsSource, Spawn spawn, WorldBorder legacyBorder) {

    /** Without spawn and border (tests and callers that do not need them). */
    public LevelInfo(int dataVersion, String levelName, long seed, boolean generateStructures, CompoundBinaryTag dimensions,
                     Path settingsSource) {
        this(dataVersion, levelName, seed, generateStructures, dimensions, settingsSource, null, null);
    }
}
