package dev.strata.engine.data;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.ByteArrayBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * NBT seen as JSON the way the game's codecs see it (one codec reads both): compounds as objects, lists and the three
 * array types as arrays, strings as strings, numbers as numbers (floating ones as doubles, the others as longs; a
 * byte too, which is how the game's {@code Codec.BOOL} is stored). Used where a structure stored in NBT is read by a
 * reader written for the data pack's JSON: a jigsaw piece's pool element, a level.dat dimension stem.
 */
public final class NbtJson {
    private NbtJson() {}

    /** The JSON form of {@code tag}; an end tag (which no stored value is) becomes JSON null. */
    public static JsonElement toJson(BinaryTag tag) {
        if (tag instanceof CompoundBinaryTag c) {
            JsonObject o = new JsonObject();
            for (String k : c.keySet()) o.add(k, toJson(c.get(k)));
            return o;
        }
        if (tag instanceof ListBinaryTag l) {
            JsonArray a = new JsonArray();
            for (BinaryTag x : l) a.add(toJson(x));
            return a;
        }
        if (tag instanceof StringBinaryTag s) return new JsonPrimitive(s.value());
        if (tag instanceof NumberBinaryTag n) {
            if (tag instanceof DoubleBinaryTag || tag instanceof FloatBinaryTag) return new JsonPrimitive(n.doubleValue());
            return new JsonPrimitive(n.longValue());
        }
        JsonArray a = new JsonArray();
        if (tag instanceof IntArrayBinaryTag ia) {
            for (int v : ia.value()) a.add(v);
        } else if (tag instanceof LongArrayBinaryTag la) {
            for (long v : la.value()) a.add(v);
        } else if (tag instanceof ByteArrayBinaryTag ba) {
            for (byte v : ba.value()) a.add(v);
        } else {
            return JsonNull.INSTANCE;
        }
        return a;
    }
}
