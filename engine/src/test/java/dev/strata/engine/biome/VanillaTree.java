package dev.strata.engine.biome;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Reads {@code shared/vanilla/26.2/multi_noise_biome_tree.json}: the game's R-trees for the two presets. */
final class VanillaTree {
    private static JsonObject root;

    private VanillaTree() {}

    static synchronized JsonObject tree(String preset) throws Exception {
        if (root == null) {
            root = JsonParser.parseString(Files.readString(SharedData.vanillaFolder().resolve("multi_noise_biome_tree.json"))).getAsJsonObject();
        }
        return root.getAsJsonObject(preset);
    }

    static boolean isLeaf(JsonObject node) {
        return node.get("_type").getAsString().equals("leaf");
    }

    static List<JsonObject> children(JsonObject node) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : node.getAsJsonArray("subTree")) out.add(e.getAsJsonObject());
        return out;
    }

    /** "min..max" of the 7 axes, then the biome for leaves. */
    static String key(JsonObject node) {
        StringBuilder sb = new StringBuilder();
        JsonArray p = node.getAsJsonArray("parameters");
        for (JsonElement e : p) sb.append(e.getAsJsonObject().get("min").getAsLong()).append("..").append(e.getAsJsonObject().get("max").getAsLong()).append(' ');
        if (isLeaf(node)) sb.append(node.get("biome").getAsString());
        return sb.toString();
    }

    static void leaves(JsonObject node, List<JsonObject> out) {
        if (isLeaf(node)) {
            out.add(node);
        } else {
            for (JsonObject c : children(node)) leaves(c, out);
        }
    }

    static String key(Climate.Entry e) {
        StringBuilder sb = new StringBuilder();
        for (Climate.Parameter p : e.point().space()) sb.append(p.min()).append("..").append(p.max()).append(' ');
        return sb.append(e.biome()).toString();
    }
}
