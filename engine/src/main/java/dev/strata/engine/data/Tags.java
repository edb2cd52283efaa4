package dev.strata.engine.data;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Expands holder sets of a registry the game reads from a pack: an id, a {@code #tag} (from
 * {@code tags/<folder>/}, entries {@code "id"}, {@code "#tag"} or {@code {"id": ..., "required": false}}; an optional
 * entry that does not exist is left out), or a list of ids. Order is the order of first appearance. Used for biome,
 * block and configured-carver holder sets.
 */
public final class Tags {
    /** Deepest chain of tags including each other that is accepted (vanilla's deepest is a few levels). */
    public static final int MAX_DEPTH = 256;

    private Tags() {}

    /**
     * @param folder e.g. {@code block} or {@code worldgen/configured_carver}
     * @param exists whether an id names an entry of the registry (optional entries that do not are skipped)
     * @throws DataPackException naming file and JSON path for a missing tag, a cycle, a bad id
     */
    public static List<ResourceId> holderSet(JsonCursor c, DataPack pack, String folder, Predicate<ResourceId> exists) {
        Set<ResourceId> out = new LinkedHashSet<>();
        if (c.isArray()) {
            for (JsonCursor e : c.elements()) out.add(e.asId());
        } else {
            String s = c.asString();
            if (s.startsWith("#")) expand(c, tagId(c, s), pack, folder, exists, out, new LinkedHashSet<>());
            else out.add(c.asId());
        }
        return List.copyOf(out);
    }

    private static ResourceId tagId(JsonCursor c, String text) {
        try {
            return ResourceId.parse(text.substring(1));
        } catch (IllegalArgumentException e) {
            throw c.error(e.getMessage());
        }
    }

    private static void expand(JsonCursor at, ResourceId tag, DataPack pack, String folder, Predicate<ResourceId> exists,
            Set<ResourceId> out, Set<ResourceId> visiting) {
        String kind = folder.substring(folder.lastIndexOf('/') + 1); // biome, block, configured_carver
        if (!visiting.add(tag)) throw at.error(kind + " tag #" + tag + " includes itself");
        if (visiting.size() > MAX_DEPTH) {
            throw at.error(kind + " tags include each other more than " + MAX_DEPTH + " levels deep (at #" + tag + "); this is refused");
        }
        String file = tag.file("tags/" + folder);
        if (!pack.exists(file)) throw at.error("unknown " + kind + " tag #" + tag + " (no " + file + ")");
        JsonCursor root = JsonCursor.root(file, pack.readJson(file));
        for (JsonCursor v : root.get("values").elements()) {
            boolean required = true;
            JsonCursor idc = v;
            if (v.isObject()) {
                idc = v.get("id");
                required = v.optionalBoolean("required", true);
            }
            String s = idc.asString();
            if (s.startsWith("#")) {
                ResourceId inner = tagId(idc, s);
                if (required || pack.exists(inner.file("tags/" + folder))) expand(idc, inner, pack, folder, exists, out, visiting);
            } else {
                ResourceId id = idc.asId();
                if (required || exists.test(id)) out.add(id);
            }
        }
        visiting.remove(tag);
    }
}
