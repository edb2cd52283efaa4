package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DataPack#readJson} reads a file as the game reads a resource (Gson's {@code JsonParser.parseReader} of a
 * reader): one document, leniently, and nothing after it. A file with text after its document (a stray closing
 * brace) is refused by the game, so Strata refuses it too, naming the file, instead of generating a world whose
 * pack the game will not load.
 */
class JsonDocumentTest {

    @Test
    void textAfterTheDocumentIsRefused(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("data/minecraft/worldgen/structure/village_plains.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, "{\"type\": \"minecraft:jigsaw\"}}");
        DataPack pack = DataPack.open(dir);
        DataPackException e = assertThrows(DataPackException.class, () -> pack.readJson("data/minecraft/worldgen/structure/village_plains.json"));
        assertTrue(e.getMessage().startsWith("data/minecraft/worldgen/structure/village_plains.json: malformed JSON"), e.getMessage());

        Files.writeString(f, "{\"type\": \"minecraft:jigsaw\"}\n\n");
        assertEquals("minecraft:jigsaw", pack.readJson("data/minecraft/worldgen/structure/village_plains.json").getAsJsonObject().get("type").getAsString());
    }
}
