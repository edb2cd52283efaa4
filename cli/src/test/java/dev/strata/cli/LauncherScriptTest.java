package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code cli/strata}: it finds the jar beside itself or in {@code target/}, adds the huge-pages
 * option only where the kernel offers them, lets {@code STRATA_OPTS} replace its options, and passes the arguments on
 * unchanged. A stand-in {@code java} prints what it was given, one argument per line.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of("strata"); // the cli module's folder is the tests' working directory

    private record Out(int code, List<String> args, String err) {}

    private static Out launch(Path dir, Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("/bin/sh", dir.resolve("strata").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().remove("STRATA_OPTS");
        pb.environment().remove("JAVA_HOME");
        pb.environment().put("STRATA_JAVA", dir.resolve("fake-java").toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = p.waitFor();
        return new Out(code, out.isEmpty() ? List.of() : List.of(out.split("\n")), err);
    }

    private static Path setUp(Path dir, boolean jarInTarget) throws IOException {
        Files.copy(SCRIPT, dir.resolve("strata"));
        Path fake = dir.resolve("fake-java");
        Files.writeString(fake, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        assertTrue(fake.toFile().setExecutable(true));
        Path jar = jarInTarget ? dir.resolve("target/strata.jar") : dir.resolve("strata.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "");
        return jar;
    }

    /** What the script should add on this machine: the huge-pages option when the kernel offers them on request. */
    private static List<String> defaults() throws IOException {
        Path thp = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        boolean offered = System.getProperty("os.name").equals("Linux") && Files.exists(thp)
                && Files.readString(thp).matches("(?s).*\\[(madvise|always)\\].*");
        return offered ? List.of("-XX:+UseTransparentHugePages") : List.of();
    }

    @Test
    void runsTheJarWithTheDefaultsAndTheArgumentsUnchanged(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Path jar = setUp(dir, true);
        Out o = launch(dir, Map.of(), "generate", "--world", "my world", "--radius", "1k");
        assertEquals(0, o.code(), o.err());
        List<String> want = new ArrayList<>(defaults());
        want.addAll(List.of("-jar", jar.toAbsolutePath().normalize().toString(), "generate", "--world", "my world", "--radius", "1k"));
        assertEquals(want, o.args());
    }

    @Test
    void strataOptsReplacesTheDefaults(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Path jar = setUp(dir, false);
        Out o = launch(dir, Map.of("STRATA_OPTS", "-Xmx8g -XX:+UseG1GC"), "--version");
        assertEquals(List.of("-Xmx8g", "-XX:+UseG1GC", "-jar", jar.toAbsolutePath().normalize().toString(), "--version"), o.args());
        Out none = launch(dir, Map.of("STRATA_OPTS", ""), "--version");
        assertEquals(List.of("-jar", jar.toAbsolutePath().normalize().toString(), "--version"), none.args(), "set empty: no options");
    }

    /** Through a link in another folder (the script put on the PATH), the jar beside the script itself is found. */
    @Test
    void aLinkToTheScriptFindsTheJarBesideTheScript(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Path jar = setUp(dir, true);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("strata"), Path.of("../strata"));
        Files.copy(dir.resolve("fake-java"), bin.resolve("fake-java"));
        Out o = launch(bin, Map.of("STRATA_OPTS", ""), "--version");
        assertEquals(0, o.code(), o.err());
        assertEquals(List.of("-jar", jar.toAbsolutePath().normalize().toString(), "--version"), o.args());
    }

    @Test
    void aMissingJarIsAUsageErrorThatSaysHowToBuildIt(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")));
        Files.copy(SCRIPT, dir.resolve("strata"));
        Out o = launch(dir, Map.of(), "--version");
        assertEquals(ExitCodes.USAGE, o.code());
        assertTrue(o.err().contains("strata.jar is neither beside") && o.err().contains("./mvnw -B -q package -DskipTests"), o.err());
    }
}
