package dev.strata.engine.data;

/**
 * A namespaced identifier such as {@code minecraft:overworld/continents} (game: {@code ResourceLocation} /
 * {@code Identifier}); a bare path takes the {@code minecraft} namespace.
 *
 * <p>Characters are the game's: a namespace holds {@code [a-z0-9_.-]}, a path {@code [a-z0-9_.-/]}. Since every id
 * here names a file in a data pack, the path must also be one the game resolves to a file (game:
 * {@code FileUtil.decomposePath}, used when a pack looks a resource up): no empty segment (leading, trailing or
 * doubled {@code /}) and no {@code .} or {@code ..} segment, so an id can never point outside its registry folder.
 */
public record ResourceId(String namespace, String path) implements Comparable<ResourceId> {

    /** @throws IllegalArgumentException for characters ids cannot hold or a path that cannot name a pack file */
    public ResourceId {
        if (!valid(namespace, "abcdefghijklmnopqrstuvwxyz0123456789_-.") || !valid(path, "abcdefghijklmnopqrstuvwxyz0123456789_-./")) {
            throw new IllegalArgumentException("invalid identifier \"" + namespace + ":" + path + "\"");
        }
        String bad = badSegment(path);
        if (bad == null && (namespace.equals(".") || namespace.equals(".."))) bad = namespace;
        if (bad != null) {
            throw new IllegalArgumentException("invalid identifier \"" + namespace + ":" + path + "\" (segment \"" + bad
                    + "\" cannot name a data pack file)");
        }
    }

    private static boolean valid(String s, String allowed) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) if (allowed.indexOf(s.charAt(i)) < 0) return false;
        return true;
    }

    /**
     * The first {@code /}-separated segment of {@code path} that is empty, {@code .} or {@code ..}, or null if there is
     * none (game: {@code FileUtil.decomposePath}).
     */
    static String badSegment(String path) {
        int start = 0;
        while (true) {
            int end = path.indexOf('/', start);
            String seg = path.substring(start, end < 0 ? path.length() : end);
            if (seg.isEmpty() || seg.equals(".") || seg.equals("..")) return seg;
            if (end < 0) return null;
            start = end + 1;
        }
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
