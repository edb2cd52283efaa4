package dev.strata.engine.data;

/**
 * A namespaced identifier such as {@code minecraft:overworld/continents} (game: {@code ResourceLocation} /
 * {@code Identifier}); a bare path takes the {@code minecraft} namespace.
 */
public record ResourceId(String namespace, String path) implements Comparable<ResourceId> {

    public ResourceId {
        if (!valid(namespace, "abcdefghijklmnopqrstuvwxyz0123456789_-.") || !valid(path, "abcdefghijklmnopqrstuvwxyz0123456789_-./")) {
            throw new IllegalArgumentException("invalid identifier \"" + namespace + ":" + path + "\"");
        }
    }

    private static boolean valid(String s, String allowed) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) if (allowed.indexOf(s.charAt(i)) < 0) return false;
        return true;
    }

    /** Parses {@code ns:path} or {@code path}. @throws IllegalArgumentException for characters ids cannot hold */
    public static ResourceId parse(String text) {
        int c = text.indexOf(':');
        return c < 0 ? new ResourceId("minecraft", text) : new ResourceId(text.substring(0, c), text.substring(c + 1));
    }

    /** The pack-relative file of this id in a registry folder, e.g. {@code data/minecraft/worldgen/noise/offset.json}. */
    public String file(String registryFolder) {
        return "data/" + namespace + "/" + registryFolder + "/" + path + ".json";
    }

    @Override
    public int compareTo(ResourceId o) {
        int c = namespace.compareTo(o.namespace);
        return c != 0 ? c : path.compareTo(o.path);
    }

    @Override
    public String toString() {
        return namespace + ":" + path;
    }
}
