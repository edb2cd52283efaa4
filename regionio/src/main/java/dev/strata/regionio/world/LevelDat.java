package dev.strata.regionio.world;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Reads and writes a world's {@code level.dat} and, from 26.1 on, {@code data/minecraft/world_gen_settings.dat}
 * (both gzip-compressed NBT). Field sources and meanings are in {@code docs/format-notes.md}.
 *
 * <p>Where the seed and generators live:
 * <ul>
 *   <li>26.1+: {@code world_gen_settings.dat}, root {@code {data: {seed, generate_structures, bonus_chest,
 *       dimensions}, DataVersion}}; level.dat has no {@code WorldGenSettings}. Read from
 *       {@code <world>/data/minecraft/world_gen_settings.dat}, or from {@code <world>/world_gen_settings.dat}
 *       when only that exists (as in the collected 26.1 Snapshot 6 fixture).
 *   <li>1.16 to 1.21.x: {@code level.dat} {@code Data.WorldGenSettings {seed, generate_features, bonus_chest,
 *       dimensions}}.
 *   <li>Before 1.16: {@code Data.RandomSeed} (dimensions are not stored; the result has none).
 * </ul>
 */
public final class LevelDat {
    private LevelDat() {}

    /** Path of the 26.x world generation settings. */
    public static Path worldGenSettingsPath(Path world) {
        return world.resolve("data").resolve("minecraft").resolve("world_gen_settings.dat");
    }

    /**
     * Reads an existing world's settings.
     *
     * @param worldOrLevelDat the world folder (containing level.dat), or a level.dat file itself (then
     *                        world_gen_settings.dat is looked for beside it and in its data/minecraft)
     * @throws NbtFormatException when a required field is missing or mistyped (named by path and file)
     * @throws IOException        when a file cannot be read or is not gzip NBT
     */
    public static LevelInfo read(Path worldOrLevelDat) throws IOException {
        Path levelDat = Files.isDirectory(worldOrLevelDat) ? worldOrLevelDat.resolve("level.dat") : worldOrLevelDat;
        Path world = levelDat.toAbsolutePath().getParent();
        CompoundBinaryTag root = NbtIO.readGzipFile(levelDat);
        Spawn spawn;
        WorldBorder border;
        try {
            CompoundBinaryTag data = Nbt.getCompound(root, "Data", "");
            int dv = data.get("DataVersion") == null ? 0 : Nbt.getInt(data, "DataVersion", "Data");
            String name = data.get("LevelName") == null ? "" : Nbt.getString(data, "LevelName", "Data");
            spawn = spawnOf(data);
            border = borderOf(data, levelDat);
            CompoundBinaryTag wgs = Nbt.optional(data, "WorldGenSettings", BinaryTagTypes.COMPOUND, "Data");
            if (wgs != null) return fromSettings(dv, name, wgs, "Data.WorldGenSettings", levelDat, spawn, border);
            if (data.get("RandomSeed") != null) {
                boolean structures = data.get("MapFeatures") == null || Nbt.getByte(data, "MapFeatures", "Data") != 0;
                return new LevelInfo(dv, name, Nbt.getLong(data, "RandomSeed", "Data"), structures, CompoundBinaryTag.empty(), levelDat,
                        spawn, border);
            }
        } catch (NbtFormatException e) {
            throw new NbtFormatException(levelDat + ": " + e.keyPath(), e.getMessage().substring(e.keyPath().length() + 2));
        }
        Path wgsFile = worldGenSettingsPath(world);
        if (!Files.exists(wgsFile) && Files.exists(world.resolve("world_gen_settings.dat"))) wgsFile = world.resolve("world_gen_settings.dat");
        if (!Files.exists(wgsFile)) {
            throw new NbtFormatException(levelDat + ": Data.WorldGenSettings", "missing, and there is no " + worldGenSettingsPath(world));
        }
        CompoundBinaryTag wroot = NbtIO.readGzipFile(wgsFile);
        try {
            CompoundBinaryTag data = Nbt.getCompound(root, "Data", "");
            int dv = data.get("DataVersion") == null ? 0 : Nbt.getInt(data, "DataVersion", "Data");
            String name = data.get("LevelName") == null ? "" : Nbt.getString(data, "LevelName", "Data");
            return fromSettings(dv, name, Nbt.getCompound(wroot, "data", ""), "data", wgsFile, spawn, border);
        } catch (NbtFormatException e) {
            throw new NbtFormatException(wgsFile + ": " + e.keyPath(), e.getMessage().substring(e.keyPath().length() + 2));
        }
    }

    private static LevelInfo fromSettings(int dv, String name, CompoundBinaryTag s, String path, Path file, Spawn spawn,
                                          WorldBorder border) throws NbtFormatException {
        long seed = Nbt.getLong(s, "seed", path);
        String key = s.get("generate_structures") != null ? "generate_structures" : "generate_features";
        boolean structures = s.get(key) == null || Nbt.getByte(s, key, path) != 0;
        CompoundBinaryTag dims = Nbt.getCompound(s, "dimensions", path);
        return new LevelInfo(dv, name, seed, structures, dims, file, spawn, border);
    }

    /** {@code Data.spawn {pos, dimension}} (26.x), else {@code Data.SpawnX/Y/Z} (overworld), else null. */
    private static Spawn spawnOf(CompoundBinaryTag data) throws NbtFormatException {
        CompoundBinaryTag spawn = Nbt.optional(data, "spawn", BinaryTagTypes.COMPOUND, "Data");
        if (spawn != null) {
            int[] pos = Nbt.getIntArray(spawn, "pos", "Data.spawn");
            if (pos.length != 3) throw new NbtFormatException("Data.spawn.pos", "holds " + pos.length + " numbers, expected 3 (x, y, z)");
            String dim = spawn.get("dimension") == null ? "minecraft:overworld" : Nbt.getString(spawn, "dimension", "Data.spawn");
            return new Spawn(pos[0], pos[1], pos[2], dim);
        }
        if (data.get("SpawnX") == null || data.get("SpawnZ") == null) return null;
        int y = data.get("SpawnY") == null ? 64 : (int) Nbt.getNumber(data, "SpawnY", "Data");
        return new Spawn((int) Nbt.getNumber(data, "SpawnX", "Data"), y, (int) Nbt.getNumber(data, "SpawnZ", "Data"), "minecraft:overworld");
    }

    /**
     * {@code Data.BorderCenterX/BorderCenterZ/BorderSize} (before 26.x), else null; its source is the level.dat path.
     * The values are checked where the border is used ({@link WorldBorder#of}), so a damaged border fails only the
     * runs that take it.
     */
    private static WorldBorder borderOf(CompoundBinaryTag data, Path levelDat) throws NbtFormatException {
        if (data.get("BorderSize") == null) return null;
        double x = data.get("BorderCenterX") == null ? 0 : WorldBorder.number(data, "BorderCenterX", "Data");
        double z = data.get("BorderCenterZ") == null ? 0 : WorldBorder.number(data, "BorderCenterZ", "Data");
        return new WorldBorder(x, z, WorldBorder.number(data, "BorderSize", "Data"), levelDat.toString());
    }

    /** The vanilla 26.2 {@code dimensions} compound: noise generators with the default presets. */
    public static CompoundBinaryTag vanillaDimensions() {
        CompoundBinaryTag overworld = dimension("minecraft:overworld", CompoundBinaryTag.builder()
                .putString("type", "minecraft:noise").putString("settings", "minecraft:overworld")
                .put("biome_source", CompoundBinaryTag.builder().putString("type", "minecraft:multi_noise").putString("preset", "minecraft:overworld").build())
                .build());
        CompoundBinaryTag nether = dimension("minecraft:the_nether", CompoundBinaryTag.builder()
                .putString("type", "minecraft:noise").putString("settings", "minecraft:nether")
                .put("biome_source", CompoundBinaryTag.builder().putString("type", "minecraft:multi_noise").putString("preset", "minecraft:nether").build())
                .build());
        CompoundBinaryTag end = dimension("minecraft:the_end", CompoundBinaryTag.builder()
                .putString("type", "minecraft:noise").putString("settings", "minecraft:end")
                .put("biome_source", CompoundBinaryTag.builder().putString("type", "minecraft:the_end").build())
                .build());
        return CompoundBinaryTag.builder().put("minecraft:overworld", overworld).put("minecraft:the_nether", nether).put("minecraft:the_end", end).build();
    }

    private static CompoundBinaryTag dimension(String type, CompoundBinaryTag generator) {
        return CompoundBinaryTag.builder().putString("type", type).put("generator", generator).build();
    }

    /**
     * Writes {@code level.dat} and {@code data/minecraft/world_gen_settings.dat} for a new 26.2 world
     * (DataVersion {@code dataVersion}, normally 4903), each atomically. {@code initialized} is 0 so the game
     * picks the spawn point on first load; the spawn written is a placeholder at (0, 64, 0) in the overworld.
     *
     * @param dimensions dimension id to {@code {type, generator}}, e.g. {@link #vanillaDimensions()}
     */
    public static void writeNew(Path world, String levelName, long seed, boolean generateStructures,
                                CompoundBinaryTag dimensions, int dataVersion, String versionName) throws IOException {
        writeNew(world, levelName, seed, generateStructures, dimensions, dataVersion, versionName, java.util.List.of());
    }

    /**
     * As {@link #writeNew(Path, String, long, boolean, CompoundBinaryTag, int, String)}, the world's own data packs
     * enabled in {@code Data.DataPacks.Enabled} after {@code vanilla} in the order given, so the game stacks them in that
     * order (a later one on top) instead of adding them by name when it first starts.
     *
     * @param packIds pack ids as the game names a world's packs ({@code file/} and the name in {@code datapacks/}), bottom first
     */
    public static void writeNew(Path world, String levelName, long seed, boolean generateStructures,
                                CompoundBinaryTag dimensions, int dataVersion, String versionName, java.util.List<String> packIds) throws IOException {
        ListBinaryTag.Builder<StringBinaryTag> enabled = ListBinaryTag.builder(net.kyori.adventure.nbt.BinaryTagTypes.STRING);
        enabled.add(StringBinaryTag.stringBinaryTag("vanilla"));
        for (String id : packIds) enabled.add(StringBinaryTag.stringBinaryTag(id));
        Files.createDirectories(worldGenSettingsPath(world).getParent());
        CompoundBinaryTag settings = CompoundBinaryTag.builder()
                .put("data", CompoundBinaryTag.builder().putLong("seed", seed).putByte("generate_structures", (byte) (generateStructures ? 1 : 0))
                        .putByte("bonus_chest", (byte) 0).put("dimensions", dimensions).build())
                .putInt("DataVersion", dataVersion).build();
        NbtIO.writeGzipFileAtomically(settings, worldGenSettingsPath(world));
        CompoundBinaryTag data = CompoundBinaryTag.builder()
                .putInt("DataVersion", dataVersion)
                .putInt("version", 19133)
                .put("Version", CompoundBinaryTag.builder().putInt("Id", dataVersion).putString("Name", versionName)
                        .putString("Series", "main").putByte("Snapshot", (byte) 0).build())
                .putString("LevelName", levelName)
                .putByte("initialized", (byte) 0)
                .putInt("GameType", 0)
                .putByte("allowCommands", (byte) 0)
                .putByte("WasModded", (byte) 0)
                .putLong("Time", 0L)
                .putLong("LastPlayed", System.currentTimeMillis())
                .put("difficulty_settings", CompoundBinaryTag.builder().putString("difficulty", "normal").putByte("hardcore", (byte) 0).putByte("locked", (byte) 0).build())
                .put("spawn", CompoundBinaryTag.builder().putIntArray("pos", new int[] {0, 64, 0}).putString("dimension", "minecraft:overworld")
                        .putFloat("yaw", 0f).putFloat("pitch", 0f).build())
                .put("DataPacks", CompoundBinaryTag.builder()
                        .put("Enabled", enabled.build())
                        .put("Disabled", ListBinaryTag.builder().add(StringBinaryTag.stringBinaryTag("minecart_improvements"))
                                .add(StringBinaryTag.stringBinaryTag("redstone_experiments")).add(StringBinaryTag.stringBinaryTag("trade_rebalance")).build())
                        .build())
                .build();
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("Data", data).build(), world.resolve("level.dat"));
    }
}
