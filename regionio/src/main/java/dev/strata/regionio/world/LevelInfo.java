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
 */
public record LevelInfo(int dataVersion, String levelName, long seed, boolean generateStructures,
                        CompoundBinaryTag dimensions, Path settingsSource) {}
