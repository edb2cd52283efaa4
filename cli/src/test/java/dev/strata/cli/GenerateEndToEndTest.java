package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.Shape;
import dev.strata.regionio.block.BlockStateRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end: {@code strata generate} writes a small vanilla overworld, then an independent reader, Minestom's
 * {@code AnvilLoader} (net.minestom:minestom, test scope), loads every chunk back and reports blocks, which must
 * equal Strata's own generation of the same chunks.
 *
 * <p>Minestom is compiled for Java 25 while the build targets 17, so the test JVM never loads it: the reader is
 * {@code src/test/resources/minestom-probe/MinestomProbe.java}, run in a child JVM on JDK 25 with the single-file
 * source launcher over this test's classpath. The JDK is {@code $STRATA_JDK25} (a JDK folder or its
 * {@code bin/java}), else the first JDK 25+ under {@code /usr/lib/jvm}; without one the test is skipped (reported
 * as skipped, never passed).
 *
 * <p>What is compared, for every planned chunk: that Minestom's loader returns it from the 26.x layout
 * ({@code dimensions/minecraft/overworld/region}, its {@code AnvilLoader(Path, Key)} constructor); 64 seeded random
 * blocks and every block of one seeded column (state id and state string); a CRC of all 98,304 state ids and the
 * count of non-air blocks; the biome of every quart. Also level.dat's DataVersion, and the sampled blocks of two
 * chunks against {@code strata dump-chunk}.
 *
 * <p>Minestom's loader decodes a chunk's sections only when its root tag {@code status} (lower case) is absent or
 * {@code minecraft:full}; the game, and Strata, write {@code Status}, so our proto chunks ({@code minecraft:surface})
 * are read as if they were full. The probe reports both tags and the test fails if a lower-case one ever appears.
 */
class GenerateEndToEndTest {

    static final int RADIUS = 48; // blocks: the square plan holds chunks -3..2 on both axes (36)
    static final long SEED = 0;
    static final int SAMPLES_PER_CHUNK = 64;
    static final ResourceId OVERWORLD = ResourceId.parse("minecraft:overworld");
    static final int DATA_VERSION = 4903;

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void minestomReadsBackEveryGeneratedChunk(@TempDir Path tmp) throws Exception {
        Path java = findJdk25().orElse(null);
        Assumptions.assumeTrue(java != null, "no JDK 25 found (set STRATA_JDK25 to a JDK 25 folder or its bin/java, or install one"
                + " under /usr/lib/jvm): the Minestom read-back needs Java 25, so this test did NOT run");

        Path vanilla = shared().resolve("vanilla/26.2");
        Path world = tmp.resolve("world");

        // 1. strata generate
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = Strata.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute("generate", "--world", world.toString(), "--data", vanilla.toString(), "--seed", Long.toString(SEED),
                "--radius", Integer.toString(RADIUS), "--until", "surface", "--workers", "2", "--quiet");
        assertEquals(0, code, "strata generate failed:\n" + out + err);

        TreeSet<Long> planned = new TreeSet<>();
        RegionPlan plan = RegionPlan.of(Center.parse("0,0"), Shape.parse("square"), RADIUS, RADIUS, Pattern.parse("region"));
        for (RegionTask t : plan.regions()) for (long c : t.chunks()) planned.add(c);
        assertEquals(plan.chunkCount(), planned.size());

        // 2. Minestom reads the world back (JDK 25 child process)
        Probe probe = runProbe(java, world, tmp);

        // 3. compare with Strata's own generation, chunk by chunk
        assertEquals(DATA_VERSION, probe.levelDataVersion, "level.dat DataVersion as Minestom read it");
        assertEquals(set(planned), set(probe.chunks.keySet()),
                "chunks Minestom's loader returned from the region files vs the planned chunks");

        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        DimensionGenerator generator = DimensionGenerator.load(DataPack.open(vanilla), OVERWORLD, null, SEED);
        DimensionGenerator.Worker worker = generator.newWorker();
        ProtoChunk proto = generator.newChunk();
        int minY = generator.minY(), height = generator.height();
        List<String> mismatches = new ArrayList<>();
        long samples = 0, exactNames = 0, biomeQuarts = 0;
        for (long packed : planned) {
            int cx = ChunkPos.x(packed), cz = ChunkPos.z(packed);
            ProbedChunk got = probe.chunks.get(packed);
            worker.generate(cx, cz, ChunkStep.SURFACE, proto);
            int[] blocks = proto.blocks();
            String where = "chunk " + cx + "," + cz + ": ";
            if (!"minecraft:surface".equals(got.status)) mismatches.add(where + "Status tag " + got.status + ", want minecraft:surface");
            if (got.minY != minY || got.maxY != minY + height) {
                mismatches.add(where + "Minestom's y range " + got.minY + ".." + got.maxY + " is not the dimension's " + minY + ".." + (minY + height));
            }
            int nonAir = 0;
            CRC32 crc = new CRC32();
            byte[] buf = new byte[4 * 256];
            for (int y = 0; y < height; y++) {
                int k = 0;
                for (int i = 0; i < 256; i++) { // i = z * 16 + x, the probe's order
                    int id = blocks[(y << 8) | i];
                    if (id != 0) nonAir++;
                    buf[k++] = (byte) (id >>> 24);
                    buf[k++] = (byte) (id >>> 16);
                    buf[k++] = (byte) (id >>> 8);
                    buf[k++] = (byte) id;
                }
                crc.update(buf, 0, k);
            }
            if (nonAir != got.nonAir) mismatches.add(where + got.nonAir + " non-air blocks read by Minestom, " + nonAir + " generated");
            if (crc.getValue() != got.crc) mismatches.add(where + "CRC of all blocks differs (Minestom " + got.crc + ", Strata " + crc.getValue() + ")");
            int[] biomes = proto.biomes(); // ((quart y from the bottom) * 4 + qz) * 4 + qx, as the probe prints them
            if (got.biomes.length != biomes.length) {
                mismatches.add(where + got.biomes.length + " biome quarts from Minestom, want " + biomes.length);
            } else {
                int wrong = 0;
                String first = null;
                for (int q = 0; q < biomes.length; q++) {
                    biomeQuarts++;
                    String want = generator.biomes().name(biomes[q]).toString();
                    if (!want.equals(got.biomes[q]) && wrong++ == 0) {
                        first = "quart " + (q & 3) + "," + (q >> 4) + "," + ((q >> 2) & 3) + " (x,y,z from the chunk's lowest corner): Minestom "
                                + got.biomes[q] + ", Strata " + want;
                    }
                }
                if (wrong > 0) mismatches.add(where + wrong + " of " + biomes.length + " biome quarts differ, first " + first);
            }
            if (got.samples.size() != SAMPLES_PER_CHUNK + height) {
                mismatches.add(where + got.samples.size() + " samples, want " + (SAMPLES_PER_CHUNK + height));
            }
            for (Sample s : got.samples) {
                samples++;
                int lx = s.x - cx * 16, lz = s.z - cz * 16, ly = s.y - minY;
                if (lx < 0 || lx > 15 || lz < 0 || lz > 15 || ly < 0 || ly >= height) {
                    mismatches.add(where + "sample outside the chunk: " + s);
                    continue;
                }
                int want = blocks[(ly << 8) | (lz << 4) | lx];
                String wantName = registry.toString(want);
                if (s.stateId != want || !sameState(wantName, s.state)) {
                    mismatches.add(where + "block " + s.x + "," + s.y + "," + s.z + ": Minestom " + s.stateId + " " + s.state + ", Strata "
                            + want + " " + wantName);
                } else if (wantName.equals(s.state)) {
                    exactNames++;
                }
            }
        }
        if (!mismatches.isEmpty()) {
            fail(mismatches.size() + " differences between Minestom's reading and Strata's generation; first ones:\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(40, mismatches.size()))));
        }
        System.out.printf(Locale.ROOT, "GenerateEndToEndTest: Minestom loaded %d/%d chunks; %d sampled blocks equal (%d with the very same"
                + " state string), full-chunk CRCs equal, %d biome quarts equal%n", probe.chunks.size(), planned.size(), samples, exactNames,
                biomeQuarts);

        // 4. the same samples against `strata dump-chunk` (a command-level second opinion) for two chunks
        for (long packed : new long[] {ChunkPos.pack(0, 0), planned.first()}) {
            int cx = ChunkPos.x(packed), cz = ChunkPos.z(packed);
            JsonArray dump = dumpChunk(vanilla, cx, cz);
            int h = dump.size() / 256; // window: the noise settings' height from their min_y (the overworld's own -64..319)
            assertEquals(height, h, "dump-chunk window height");
            for (Sample s : probe.chunks.get(packed).samples) {
                int lx = s.x - cx * 16, lz = s.z - cz * 16, ly = s.y - minY;
                String dumped = dump.get((lx * h + ly) * 16 + lz).getAsString();
                assertTrue(sameState(dumped, s.state),
                        "dump-chunk " + cx + "," + cz + " block " + s.x + "," + s.y + "," + s.z + ": " + dumped + ", Minestom " + s.state);
            }
        }
    }

    // ---- the child JVM

    record Sample(int x, int y, int z, int stateId, String state) {}

    static final class ProbedChunk {
        String status;
        int nonAir = -1, minY, maxY;
        long crc = -1;
        final List<Sample> samples = new ArrayList<>();
        String[] biomes = new String[0];
    }

    static final class Probe {
        int levelDataVersion = -1;
        final Map<Long, ProbedChunk> chunks = new LinkedHashMap<>();
    }

    static Probe runProbe(Path java, Path world, Path tmp) throws IOException, InterruptedException {
        Path source = tmp.resolve("probe").resolve("MinestomProbe.java");
        Files.createDirectories(source.getParent());
        try (InputStream in = GenerateEndToEndTest.class.getResourceAsStream("/minestom-probe/MinestomProbe.java")) {
            assertTrue(in != null, "test resource minestom-probe/MinestomProbe.java missing");
            Files.copy(in, source);
        }
        Path stdout = tmp.resolve("probe.out"), stderr = tmp.resolve("probe.err");
        List<String> cmd = List.of(java.toString(), "-Xmx1g", "-cp", probeClasspath(), source.toString(), world.toString(),
                "minecraft:overworld", Integer.toString(SAMPLES_PER_CHUNK), Long.toString(SEED));
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        if (!p.waitFor(4, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            fail("Minestom probe did not finish in 4 minutes; stderr:\n" + tail(stderr));
        }
        List<String> lines = Files.readAllLines(stdout, StandardCharsets.UTF_8);
        String diag = "\ncommand: " + String.join(" ", cmd.subList(0, 3)) + " ... " + String.join(" ", cmd.subList(4, cmd.size()))
                + "\nstderr (tail):\n" + tail(stderr);
        assertEquals(0, p.exitValue(), "Minestom probe exited with " + p.exitValue() + diag);
        assertTrue(!lines.isEmpty() && lines.get(lines.size() - 1).equals("DONE"), "Minestom probe output incomplete" + diag);

        Probe probe = new Probe();
        List<String> errors = new ArrayList<>();
        ProbedChunk current = null;
        for (String line : lines) {
            String[] f = line.split(" ");
            switch (f[0]) {
                case "LEVEL":
                    probe.levelDataVersion = Integer.parseInt(f[1]);
                    break;
                case "CHUNK": {
                    current = new ProbedChunk();
                    // f[3] "Status" as the game spells it; f[4] "status", the tag Minestom's loader tests: it must be
                    // absent, or the loader would have skipped the sections of our proto chunks
                    current.status = f[3];
                    if (!f[4].equals("-")) errors.add(line + " (a lower-case status tag: Minestom would skip this chunk's sections)");
                    current.nonAir = Integer.parseInt(f[5]);
                    current.minY = Integer.parseInt(f[6]);
                    current.maxY = Integer.parseInt(f[7]);
                    if (probe.chunks.put(ChunkPos.pack(Integer.parseInt(f[1]), Integer.parseInt(f[2])), current) != null) {
                        errors.add("chunk reported twice: " + line);
                    }
                    break;
                }
                case "S":
                    current.samples.add(new Sample(Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]),
                            Integer.parseInt(f[6]), f[7]));
                    break;
                case "BIOMES":
                    current.biomes = Arrays.copyOfRange(f, 3, f.length);
                    break;
                case "CRC":
                    current.crc = Long.parseLong(f[3]);
                    break;
                case "DONE":
                    break;
                default:
                    errors.add(line);
            }
        }
        assertTrue(errors.isEmpty(), "Minestom reported problems:\n  " + String.join("\n  ", errors) + diag);
        return probe;
    }

    /** The test classpath (Minestom and its dependencies are on it at test scope), as real paths. */
    static String probeClasspath() {
        String cp = System.getProperty("surefire.test.class.path");
        if (cp == null || cp.isBlank()) cp = System.getProperty("java.class.path");
        return cp;
    }

    /** {@code $STRATA_JDK25}, then {@code /usr/lib/jvm/temurin-25-jdk-amd64}, then any JDK 25+ under {@code /usr/lib/jvm}. */
    static Optional<Path> findJdk25() throws IOException {
        List<Path> candidates = new ArrayList<>();
        String env = System.getenv("STRATA_JDK25");
        if (env != null && !env.isBlank()) {
            Path p = Path.of(env.trim());
            candidates.add(Files.isDirectory(p) ? p.resolve("bin").resolve("java") : p);
        }
        candidates.add(Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"));
        Path jvms = Path.of("/usr/lib/jvm");
        if (Files.isDirectory(jvms)) {
            try (Stream<Path> s = Files.list(jvms)) {
                // names with 25 first, then every other JDK (a newer one runs Java 25 bytecode too)
                s.sorted(Comparator.comparing((Path p) -> !p.getFileName().toString().contains("25")).thenComparing(Comparator.reverseOrder()))
                        .forEach(p -> candidates.add(p.resolve("bin").resolve("java")));
            }
        }
        for (Path c : candidates) {
            if (Files.isExecutable(c) && javaFeatureVersion(c) >= 25) return Optional.of(c);
        }
        return Optional.empty();
    }

    /** The feature version ("25" of "25.0.1") that {@code java -version} prints, or -1. */
    static int javaFeatureVersion(Path javaBin) {
        try {
            Process p = new ProcessBuilder(javaBin.toString(), "-version").redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return -1;
            }
            Matcher m = java.util.regex.Pattern.compile("version \"(\\d+)(?:\\.(\\d+))?").matcher(text);
            if (!m.find()) return -1;
            int v = Integer.parseInt(m.group(1));
            return v == 1 && m.group(2) != null ? Integer.parseInt(m.group(2)) : v;
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    // ---- helpers

    static JsonArray dumpChunk(Path vanilla, int cx, int cz) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = Strata.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute("dump-chunk", "--data", vanilla.toString(), "--seed", Long.toString(SEED), "--dimension", "overworld",
                "--chunk", cx + "," + cz, "--step", "surface", "--format", "names");
        assertEquals(0, code, "dump-chunk " + cx + "," + cz + ": " + err);
        return JsonParser.parseString(out.toString()).getAsJsonArray();
    }

    /** Same block and properties; property order is not significant. */
    static boolean sameState(String a, String b) {
        return a.equals(b) || parseState(a).equals(parseState(b));
    }

    static Map<String, String> parseState(String s) {
        Map<String, String> m = new TreeMap<>();
        int open = s.indexOf('[');
        String name = open < 0 ? s : s.substring(0, open);
        m.put("", name.contains(":") ? name : "minecraft:" + name);
        if (open >= 0 && s.endsWith("]") && s.length() > open + 2) {
            for (String kv : s.substring(open + 1, s.length() - 1).split(",")) {
                int eq = kv.indexOf('=');
                m.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
            }
        }
        return m;
    }

    static TreeSet<String> set(Iterable<Long> packed) {
        TreeSet<String> s = new TreeSet<>();
        for (long p : packed) s.add(ChunkPos.x(p) + "," + ChunkPos.z(p));
        return s;
    }

    static String tail(Path file) {
        try {
            List<String> l = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", l.subList(Math.max(0, l.size() - 40), l.size()));
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    static Path shared() {
        return CliTesting.shared();
    }
}
