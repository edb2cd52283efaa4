package dev.strata.engine.data;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Read access to a data pack's files: a folder, a zip, or the game's server jar.
 *
 * <p>Paths are the pack-relative form {@code data/<namespace>/<registry>/<path>.json}. A server jar of 1.18+
 * bundles the real game jar under {@code META-INF/versions/<version>/server-<version>.jar}; its {@code data/}
 * tree is read from that inner jar in memory, without unpacking anything to disk. Zips and jars are read once,
 * keeping only the {@code data/} entries (a few MB for the vanilla pack).
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class DataPack {

    private final String description;
    private final Path folder; // null for archives
    private final Map<String, byte[]> entries; // null for folders; sorted by path

    private DataPack(String description, Path folder, Map<String, byte[]> entries) {
        this.description = description;
        this.folder = folder;
        this.entries = entries;
    }

    /**
     * Opens a data pack folder (containing {@code data/}), a pack zip, or a server jar.
     *
     * @throws DataPackException if the path is neither, or the archive is unreadable
     */
    public static DataPack open(Path path) {
        if (Files.isDirectory(path)) {
            if (!Files.isDirectory(path.resolve("data"))) {
                throw new DataPackException(path + ": not a data pack folder (no data/ folder inside)");
            }
            return new DataPack(path.toString(), path, null);
        }
        if (!Files.isRegularFile(path)) {
            throw new DataPackException(path + ": no such data pack folder, zip or server jar");
        }
        try (InputStream in = Files.newInputStream(path)) {
            Map<String, byte[]> data = new TreeMap<>();
            readArchive(in, data, path.toString(), 0);
            if (data.isEmpty()) {
                throw new DataPackException(path + ": neither a data pack zip nor a server jar (no data/ entries, "
                        + "no bundled server jar under META-INF/versions/)");
            }
            return new DataPack(path.toString(), null, Collections.unmodifiableMap(data));
        } catch (IOException e) {
            throw new DataPackException(path + ": cannot read archive: " + e.getMessage(), e);
        }
    }

    private static void readArchive(InputStream in, Map<String, byte[]> data, String name, int depth) throws IOException {
        ZipInputStream zip = new ZipInputStream(in);
        ZipEntry e;
        boolean any = false;
        while ((e = zip.getNextEntry()) != null) {
            any = true;
            String n = e.getName();
            if (e.isDirectory()) continue;
            if (n.startsWith("data/")) {
                data.put(n, zip.readAllBytes());
            } else if (depth == 0 && n.startsWith("META-INF/versions/") && n.endsWith(".jar")) {
                readArchive(new ByteArrayInputStream(zip.readAllBytes()), data, name + "!/" + n, depth + 1);
            }
        }
        if (!any) throw new IOException(name + " is not a zip archive");
    }

    /** Whether the pack has a file at this pack-relative path. */
    public boolean exists(String path) {
        return folder != null ? Files.isRegularFile(folder.resolve(path)) : entries.containsKey(path);
    }

    /**
     * Parses the JSON file at this pack-relative path.
     *
     * @throws DataPackException naming the file if it is missing or is not valid JSON
     */
    public JsonElement readJson(String path) {
        byte[] bytes = readBytes(path);
        try (Reader r = new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            JsonReader jr = new JsonReader(r);
            return JsonParser.parseReader(jr);
        } catch (JsonParseException | IOException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            throw new DataPackException(path + ": malformed JSON: " + c.getMessage(), e);
        }
    }

    /** The raw bytes of a pack-relative file. @throws DataPackException if it is missing or unreadable */
    public byte[] readBytes(String path) {
        if (folder != null) {
            try {
                return Files.readAllBytes(folder.resolve(path));
            } catch (NoSuchFileException e) {
                throw new DataPackException(path + ": missing from data pack " + description);
            } catch (IOException e) {
                throw new DataPackException(path + ": cannot read: " + e.getMessage(), e);
            }
        }
        byte[] b = entries.get(path);
        if (b == null) throw new DataPackException(path + ": missing from data pack " + description);
        return b;
    }

    /**
     * Lists the pack-relative paths of the files directly or indirectly under a folder, in sorted order.
     *
     * @param prefix a folder such as {@code data/minecraft/worldgen/noise/}
     */
    public List<String> list(String prefix) {
        List<String> out = new ArrayList<>();
        if (folder != null) {
            Path dir = folder.resolve(prefix);
            if (!Files.isDirectory(dir)) return out;
            try (var s = Files.walk(dir)) {
                s.filter(Files::isRegularFile)
                        .forEach(p -> out.add(folder.relativize(p).toString().replace('\\', '/')));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Collections.sort(out);
        } else {
            for (String k : entries.keySet()) if (k.startsWith(prefix)) out.add(k);
        }
        return out;
    }

    /** The path or description the pack was opened from. */
    @Override
    public String toString() {
        return description;
    }
}
