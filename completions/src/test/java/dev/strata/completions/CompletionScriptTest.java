package dev.strata.completions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The completion script the build generates ({@code target/strata_completion}, written before the tests run):
 * every option that takes a fixed set of words offers exactly the words it accepts, in lower case.
 */
class CompletionScriptTest {

    private static String script() throws Exception {
        Path p = Path.of("target/strata_completion");
        assertTrue(Files.isRegularFile(p), "the build did not generate " + p.toAbsolutePath());
        return Files.readString(p);
    }

    /**
     * The candidates of an option in a subcommand's function ({@code function _picocli_strata_<sub>()}), where
     * picocli writes them as {@code local <paramLabel>_option_args=("a" "b") # --<option> values}.
     */
    private static String candidates(String script, String subcommand, String option) {
        String start = "function _picocli_strata_" + subcommand.replace("-", "") + "()";
        int from = script.indexOf(start);
        assertTrue(from >= 0, "no completion function for " + subcommand);
        int to = script.indexOf("\nfunction ", from + start.length());
        String body = script.substring(from, to < 0 ? script.length() : to);
        Matcher m = Pattern.compile("local \\w+_option_args=\\(([^)\\n]*)\\) # --" + Pattern.quote(option) + " values").matcher(body);
        assertTrue(m.find(), subcommand + ": no candidates for --" + option + " in\n" + body);
        return m.group(1).replace("\"", "").trim();
    }

    @Test
    void enumeratedOptionsOfferTheirLowerCaseValues() throws Exception {
        String s = script();
        assertEquals("biomes noise surface carvers features initialize_light light spawn full", candidates(s, "dump-chunk", "step"));
        assertEquals("biomes noise surface carvers features light", candidates(s, "bench", "step"));
        assertEquals("biomes noise surface carvers features", candidates(s, "fuzz", "step"));
        assertEquals("overworld the_nether the_end", candidates(s, "dump-chunk", "dimension"));
        assertEquals("overworld the_nether the_end", candidates(s, "fuzz", "dimension"));
        assertEquals("ids names", candidates(s, "dump-chunk", "format"));
        assertEquals("zlib gzip none lz4", candidates(s, "convert", "compression"));
        assertEquals("26 legacy", candidates(s, "convert", "layout"));
        assertEquals("noise surface carvers features light full", candidates(s, "generate", "until"));
        assertEquals("overworld the_nether the_end all", candidates(s, "generate", "dimension"));
        assertEquals("zlib gzip none lz4", candidates(s, "generate", "compression"));
        assertEquals("overworld the_nether the_end", candidates(s, "dump-biomes", "dimension"));
        String shapes = "square circle rectangle ellipse diamond triangle pentagon star hexagon";
        assertEquals(shapes, candidates(s, "generate", "shape"));
        assertEquals(shapes, candidates(s, "relight", "shape"));
        assertEquals(shapes, candidates(s, "trim", "shape"));
        assertEquals("region concentric spiral loop world csv:", candidates(s, "generate", "pattern"));
        assertEquals("overworld the_nether the_end", candidates(s, "trim", "dimension"));
        assertEquals("overworld the_nether the_end", candidates(s, "structures", "dimension"));
        assertEquals(shapes, candidates(s, "structures", "shape"));
        assertFalse(s.contains("BIOMES") || s.contains("SURFACE"), "an enum's constant names are offered");
    }
}
