package dev.strata.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * The {@code dimensions} a new world's generation settings record, and copying a data pack into the world.
 *
 * <p>A data pack may override a dimension stem ({@code data/minecraft/dimension/overworld.json}); the game applies
 * such overrides only when a world is created, so Strata writes the pack's stems (JSON converted to NBT the way the
 * game's codecs read it: objects → compounds, arrays → lists, strings, booleans → bytes, integers → ints or longs,
 * other numbers → doubles) and the vanilla stems for the rest.
 */
final class WorldDimensions {
    private static final String[] VANILLA = {"overworld", "the_nether", "the_end"};

    private WorldDimensions() {}

    /**
     * @param settingsOverride noise settings id that replaces the generator settings of {@code overrideFor}
     *     (the {@code --settings} option), or null
     * @param overrideFor dimension ids (e.g. {@code minecraft:overworld}) the override applies to
     */
    static CompoundBinaryTag forPack(DataPack pack, String settingsOverride, List<String> overrideFor) {
        CompoundBinaryTag vanilla = LevelDat.vanillaDimensions();
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        for (String d : VANILLA) {
            String file = "data/minecraft/dimension/" + d + ".json";
            String id = "minecraft:" + d;
            CompoundBinaryTag stem = pack.exists(file) ? (CompoundBinaryTag) toNbt(pack.readJson(file)) : vanilla.getCompound(id);
            if (settingsOverride != null && overrideFor.contains(id)) {
                CompoundBinaryTag generator = stem.getCompound("generator").putString("settings", settingsOverride);
                stem = stem.put("generator", generator);
            }
            b.put(id, stem);
        }
        return b.build();
    }

    static BinaryTag toNbt(JsonElement e) {
        if (e.isJsonObject()) {
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (var en : ((JsonObject) e).entrySet()) b.put(en.getKey(), toNbt(en.getValue()));
            return b.build();
        }
        if (e.isJsonArray()) {
            List<BinaryTag> items = new ArrayList<>();
            for (JsonElement x : (JsonArray) e) items.add(toNbt(x));
            if (items.isEmpty()) return ListBinaryTag.empty();
            return ListBinaryTag.listBinaryTag(items.get(0).type(), items);
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        if (p.isBoolean()) return ByteBinaryTag.byteBinaryTag((byte) (p.getAsBoolean() ? 1 : 0));
        if (p.isString()) return StringBinaryTag.stringBinaryTag(p.getAsString());
        double d = p.getAsDouble();
        if (d == Math.rint(d) && !p.getAsString().contains(".") && !p.getAsString().toLowerCase(Locale.ROOT).contains("e")) {
            long l = p.getAsLong();
            if (l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) return IntBinaryTag.intBinaryTag((int) l);
            return LongBinaryTag.longBinaryTag(l);
        }
        return DoubleBinaryTag.doubleBinaryTag(d);
    }

    /**
     * Refuses (exit {@link ExitCodes#CONFLICT}) {@code --settings} on an existing world unless every dimension of the
     * run already has those noise settings in the world's generation settings: the game finishes the world with its
     * own, so chunks made with others would not match it.
     *
     * @param dimensions the world's dimension stems ({@code world_gen_settings.dat} or {@code level.dat}), may be null
     */
    static void requireOwnSettings(Path world, CompoundBinaryTag dimensions, ResourceId given, List<ResourceId> dims) {
        for (ResourceId dim : dims) {
            String own = null;
            if (dimensions != null && dimensions.get(dim.toString()) instanceof CompoundBinaryTag stem
                    && stem.get("generator") instanceof CompoundBinaryTag generator
                    && generator.get("settings") instanceof net.kyori.adventure.nbt.StringBinaryTag id) {
                own = id.value();
            }
            if (own != null && own.equals(given.toString())) continue;
            throw new StrataCliException(ExitCodes.CONFLICT, world + " generates " + dim + " with "
                    + (own == null ? "the generator settings it was created with" : "noise settings " + own) + "; --settings " + given
                    + " would make chunks that do not match the rest of the world. Leave --settings out: an existing world keeps "
                    + "its own generator settings.");
        }
    }

    /**
     * The pack as an existing world sees it: the world's own dimension stems (from its {@code world_gen_settings.dat}
     * or {@code level.dat}, e.g. an amplified or single-biome world) layered on top of the pack, so generation
     * continues with the settings the world was created with. The stems are held in memory as JSON files of a pack
     * that messages name as the world's own generator settings, with the file they were read from
     * ({@link LevelInfo#settingsSource}).
     */
    static DataPack withWorldStems(DataPack pack, LevelInfo world) {
        CompoundBinaryTag dimensions = world.dimensions();
        if (dimensions == null || dimensions.size() == 0) return pack;
        Map<String, byte[]> files = new TreeMap<>();
        for (String id : dimensions.keySet()) {
            if (!(dimensions.get(id) instanceof CompoundBinaryTag stem)) continue;
            ResourceId rid;
            try {
                rid = ResourceId.parse(id); // a hostile key such as "minecraft:../../x" is no pack path
            } catch (IllegalArgumentException e) {
                throw new DataPackException("the world's generation settings (world_gen_settings.dat / level.dat): dimensions: " + e.getMessage());
            }
            files.put(rid.file("dimension"), toJson(stem).toString().getBytes(StandardCharsets.UTF_8));
        }
        return DataPack.layered(List.of(DataPack.inMemory("the world's own generator settings (" + world.settingsSource() + ")", files), pack));
    }

    /**
     * Turns a generator that does not load for an existing world into advice: a world made with the demo pack cannot
     * be continued with the game's data alone (its settings are {@code strata:...}), nor a world of other settings
     * with the demo pack.
     *
     * @param data the {@code --data} paths as given (the last, the game's data, is named in the advice), or null
     */
    static RuntimeException explainLoadFailure(DataPackException e, Path world, LevelInfo existing, boolean demo, List<Path> data) {
        if (existing == null) return e;
        if (demo) {
            return new StrataCliException(ExitCodes.CONFLICT, world + " was created with the game's data (its generator settings "
                    + "are not in Strata's demo pack, which is used without --data). Pass the game's data to continue it: "
                    + "--data <server.jar or data folder>.");
        }
        if (mentions(existing.dimensions(), "strata:")) {
            // the demo pack's copy in the world (a new demo world gets one) goes on top of the game's data, which brings
            // the later steps of the demo's biomes (they are the game's own)
            Path copy = world.resolve("datapacks").resolve(WorldPacks.DEMO);
            String demoPack = Files.isDirectory(copy) ? copy.toString() : "<Strata's demo pack, examples/demo-pack in its source>";
            return new StrataCliException(ExitCodes.CONFLICT, world + " was generated with Strata's built-in demo pack (its generator "
                    + "settings refer to strata:demo), so the game's data alone cannot continue it. To take it past surface "
                    + "(carvers, features, light, full), give the demo pack on top of the game's data: --data " + demoPack
                    + " --data " + (data == null || data.isEmpty() ? "<server.jar or data folder>" : data.get(data.size() - 1)) + "; or run without --data to continue it with the demo pack alone (up to "
                    + "surface), or generate vanilla terrain into a new world.");
        }
        return e;
    }

    /** Whether some string in the tag starts with {@code prefix} (e.g. a {@code strata:} resource id). */
    static boolean mentions(BinaryTag t, String prefix) {
        if (t instanceof StringBinaryTag s) return s.value().startsWith(prefix);
        if (t instanceof CompoundBinaryTag c) {
            for (String k : c.keySet()) if (mentions(c.get(k), prefix)) return true;
        }
        if (t instanceof ListBinaryTag l) {
            for (BinaryTag x : l) if (mentions(x, prefix)) return true;
        }
        return false;
    }

    /** NBT to JSON the way the game's codecs see it: compounds → objects, lists and arrays → arrays, numbers, strings. */
    static JsonElement toJson(BinaryTag t) {
        return dev.strata.engine.data.NbtJson.toJson(t);
    }

    /**
     * Whether a path is a data pack the game would load from a world's {@code datapacks/}: a folder or a zip with
     * {@code pack.mcmeta} at its root (the zip's directory is read, nothing is inflated).
     *
     * @throws IOException if a zip cannot be read
     */
    static boolean isDataPack(Path p) throws IOException {
        if (Files.isDirectory(p)) return Files.isRegularFile(p.resolve("pack.mcmeta"));
        if (!Files.isRegularFile(p)) return false;
        try (ZipFile zip = new ZipFile(p.toFile())) {
            ZipEntry e = zip.getEntry("pack.mcmeta");
            return e != null && !e.isDirectory();
        }
    }

    /**
     * Copies a data pack folder or zip into {@code <world>/datapacks/} (a zip as it is, a folder recursively), so the
     * game finishes generation with the same rules. Existing files of the same name are replaced.
     */
    static void copyPack(Path pack, Path datapacks) throws IOException {
        Files.createDirectories(datapacks);
        Path target = datapacks.resolve(pack.toAbsolutePath().normalize().getFileName().toString());
        if (Files.isRegularFile(pack)) {
            try (InputStream in = Files.newInputStream(pack)) {
                Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return;
        }
        try (Stream<Path> files = Files.walk(pack)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path dest = target.resolve(pack.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(f, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
