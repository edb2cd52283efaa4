package dev.strata.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.strata.engine.data.DataPack;
import dev.strata.regionio.world.LevelDat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
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

    static CompoundBinaryTag forPack(DataPack pack) {
        CompoundBinaryTag vanilla = LevelDat.vanillaDimensions();
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        for (String d : VANILLA) {
            String file = "data/minecraft/dimension/" + d + ".json";
            String id = "minecraft:" + d;
            if (pack.exists(file)) {
                b.put(id, toNbt(pack.readJson(file)));
            } else {
                b.put(id, vanilla.getCompound(id));
            }
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
