package dev.strata.engine.structure.jigsaw;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * A pool element as the game's {@code StructurePoolElement.CODEC} writes it into a piece's NBT ({@code pool_element}):
 * {@code element_type}, then a single element's {@code location}, {@code processors} (the list's id, or an inline list
 * as read), {@code projection} and {@code override_liquid_settings} when given; a list element's {@code elements}
 * and {@code projection}; a feature element's {@code feature} and {@code projection}; nothing more for the empty one.
 * Inline values are converted from JSON with whole numbers as ints, other numbers as doubles and booleans as bytes
 * (the vanilla pools inline only empty processor lists).
 */
final class PoolElementCodec {
    private PoolElementCodec() {}

    static CompoundBinaryTag encode(StructurePoolElement e) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        if (e instanceof SinglePoolElement s) {
            b.putString("element_type", s.legacy() ? "minecraft:legacy_single_pool_element" : "minecraft:single_pool_element");
            b.putString("location", s.location().toString());
            b.put("processors", s.processors().id() != null ? StringBinaryTag.stringBinaryTag(s.processors().id().toString()) : nbt(s.processors().json().raw()));
            b.putString("projection", s.projection().id);
            if (s.overrideLiquidSettings() != null) b.putString("override_liquid_settings", s.overrideLiquidSettings().id);
        } else if (e instanceof ListPoolElement l) {
            b.putString("element_type", "minecraft:list_pool_element");
            ListBinaryTag.Builder<BinaryTag> list = ListBinaryTag.builder();
            for (StructurePoolElement c : l.elements()) list.add(encode(c));
            b.put("elements", list.build());
            b.putString("projection", l.projection().id);
        } else if (e instanceof FeaturePoolElement f) {
            b.putString("element_type", "minecraft:feature_pool_element");
            b.put("feature", f.featureId() != null ? StringBinaryTag.stringBinaryTag(f.featureId().toString()) : nbt(f.json().raw()));
            b.putString("projection", f.projection().id);
        } else {
            b.putString("element_type", "minecraft:empty_pool_element");
        }
        return b.build();
    }

    /**
     * The JSON form of an element's NBT, for the pools' element reader (game: the same codec reads NBT and JSON):
     * compounds as objects, lists and arrays as arrays, strings as strings, numbers as numbers (a byte too: the game's
     * {@code Codec.BOOL} reads a byte from NBT, and the vanilla pools inline no boolean).
     */
    static JsonElement json(BinaryTag t) {
        return dev.strata.engine.data.NbtJson.toJson(t);
    }

    static BinaryTag nbt(JsonElement j) {
        if (j instanceof JsonObject o) {
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (var en : o.entrySet()) b.put(en.getKey(), nbt(en.getValue()));
            return b.build();
        }
        if (j instanceof JsonArray a) {
            ListBinaryTag.Builder<BinaryTag> list = ListBinaryTag.builder();
            for (JsonElement x : a) list.add(nbt(x));
            return list.build();
        }
        if (j instanceof JsonPrimitive p) {
            if (p.isBoolean()) return ByteBinaryTag.byteBinaryTag((byte) (p.getAsBoolean() ? 1 : 0));
            if (p.isNumber()) {
                double d = p.getAsDouble();
                if (d == Math.rint(d) && Math.abs(d) <= Integer.MAX_VALUE) return IntBinaryTag.intBinaryTag((int) d);
                return DoubleBinaryTag.doubleBinaryTag(d);
            }
            return StringBinaryTag.stringBinaryTag(p.getAsString());
        }
        return CompoundBinaryTag.empty();
    }
}
