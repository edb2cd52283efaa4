package dev.strata.regionio.world;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;

/**
 * A dimension's world border: a square of side {@code size} blocks centred on ({@code centerX}, {@code centerZ}).
 *
 * <p>Where the game keeps it (its {@code WorldBorder}, a saved data of type {@code minecraft:world_border}, and
 * {@code MinecraftServer} loading worlds):
 * <ul>
 *   <li>26.x: one per dimension, in {@code <dimension folder>/data/minecraft/world_border.dat}, root
 *       {@code {data: {center_x, center_z, size, lerp_time, lerp_target, damage_per_block, safe_zone,
 *       warning_blocks, warning_time}, DataVersion}} (the dimension folder is
 *       {@code dimensions/<namespace>/<path>}).
 *   <li>Before: one for the world, in {@code level.dat} {@code Data.BorderCenterX}, {@code BorderCenterZ},
 *       {@code BorderSize}. When a dimension has no {@code world_border.dat} yet, the game takes these, with the
 *       center divided by the dimension's coordinate scale (8 for the nether) and the size unchanged.
 *   <li>Neither: the default, center 0,0 and size {@value #DEFAULT_SIZE} (the game's {@code 5.999997E7F}).
 * </ul>
 * A border still moving ({@code lerp_time > 0}) is taken at its current {@code size}.
 *
 * @param centerX center x, blocks
 * @param centerZ center z, blocks
 * @param size    side length, blocks
 * @param source  where the values came from, for messages: a file path (with the field), or "the default border"
 */
public record WorldBorder(double centerX, double centerZ, double size, String source) {
    /** The game's default and largest border side: {@code 5.999997E7F} as a double, 59 999 968 blocks. */
    public static final double DEFAULT_SIZE = 5.999997E7F;

    /**
     * The border of one dimension, as the game would load it (see the class comment).
     *
     * @param legacy          the world-wide border of {@code level.dat} ({@link LevelInfo#legacyBorder()}), or null
     * @param coordinateScale the dimension type's {@code coordinate_scale}: 8 for the nether, 1 for the overworld
     *                        and the end
     * @throws NbtFormatException when {@code world_border.dat} lacks a field or has one of the wrong type
     * @throws IOException        when {@code world_border.dat} exists but cannot be read
     */
    public static WorldBorder of(Path world, Dimension dimension, WorldBorder legacy, double coordinateScale) throws IOException {
        for (Path root : new Path[] {WorldLayout.modernRoot(world, dimension), WorldLayout.legacyRoot(world, dimension)}) {
            Path file = root.resolve("data").resolve("minecraft").resolve("world_border.dat");
            if (!Files.exists(file)) continue;
            CompoundBinaryTag tag = NbtIO.readGzipFile(file);
            try {
                CompoundBinaryTag data = Nbt.getCompound(tag, "data", "");
                return new WorldBorder(number(data, "center_x", "data"), number(data, "center_z", "data"), number(data, "size", "data"),
                        file.toString());
            } catch (NbtFormatException e) {
                throw new NbtFormatException(file + ": " + e.keyPath(), e.getMessage().substring(e.keyPath().length() + 2));
            }
        }
        if (legacy != null) {
            return new WorldBorder(legacy.centerX() / coordinateScale, legacy.centerZ() / coordinateScale, legacy.size(),
                    legacy.source() + (coordinateScale == 1 ? "" : " (center divided by " + coordinateScale + ")"));
        }
        return new WorldBorder(0, 0, DEFAULT_SIZE, "the default border");
    }

    /** A numeric field as a double. */
    static double number(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        BinaryTag t = c.get(key);
        if (t == null) throw new NbtFormatException(Nbt.child(path, key), "missing");
        if (!(t instanceof NumberBinaryTag n)) throw new NbtFormatException(Nbt.child(path, key), "is a " + Nbt.typeName(t.type()) + ", expected a number");
        return n.doubleValue();
    }
}
