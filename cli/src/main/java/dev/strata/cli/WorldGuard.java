package dev.strata.cli;

import dev.strata.engine.data.ResourceId;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.nbt.NbtIO;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.LevelDat;
import dev.strata.regionio.world.LevelInfo;
import dev.strata.regionio.world.SessionLock;
import dev.strata.regionio.world.WorldLayout;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;

/**
 * A world folder as a writing command sees it: locked with the game's {@code session.lock} before anything is read
 * or decided, then examined, so that two programs never decide about one world at once.
 *
 * <p>The rules, each refused with the facts and the way forward (exit {@link ExitCodes#CONFLICT}):
 * <ul>
 *   <li>A folder holding any world file ({@code level.dat}, {@code level.dat_old}, {@code world_gen_settings.dat},
 *       region folders of either layout) is an existing world; without {@code level.dat} it is refused, never
 *       "created" over.
 *   <li>{@code level.dat} of another data version than 26.2 ({@value ChunkCodec#DATA_VERSION}): a newer world is
 *       refused; an older one must be opened once in the game 26.2, which upgrades it.
 *   <li>A 26.2 world whose vanilla dimensions still have region files in the pre-26 folders ({@code region/},
 *       {@code DIM-1/region}, {@code DIM1/region}) is refused: writing would create a second, parallel folder.
 *       {@code strata convert --layout 26} moves them.
 *   <li>A seed in {@code level.dat} that disagrees with {@code world_gen_settings.dat} is refused.
 * </ul>
 * A folder holding {@code server.properties} but no world is a server's folder: {@link #serverWorld} points at the
 * world it names ({@code level-name}) and reads its {@code level-seed}.
 */
final class WorldGuard implements AutoCloseable {
    private final Path world;
    private final SessionLock lock;
    /** The outermost folder this guard created for the world (the world itself, or a missing parent), or null. */
    private final Path createdFolder;
    private final LevelInfo info;

    private WorldGuard(Path world, SessionLock lock, Path createdFolder, LevelInfo info) {
        this.world = world;
        this.lock = lock;
        this.createdFolder = createdFolder;
        this.info = info;
    }

    /** The world's level.dat (and world_gen_settings.dat) when it exists, else null: a new world. */
    LevelInfo existing() {
        return info;
    }

    /**
     * Locks {@code world} (creating the folder when {@code create} and it is missing) and examines it.
     *
     * @param create   whether a missing folder may be created (a new world); otherwise it must exist
     * @param lockIt   false for a command that writes nothing (a dry run): nothing is created or locked, but a
     *                 lock held by another program is still refused
     * @throws dev.strata.regionio.WorldInUseException exit 5, when another program holds the lock
     * @throws StrataCliException exit 5 with the facts, when the world must not be written
     */
    static WorldGuard open(Path world, boolean create, boolean lockIt) throws IOException {
        Path created = null;
        if (!Files.exists(world)) {
            if (!create) throw new java.nio.file.NoSuchFileException(world.toString());
            if (!lockIt) return new WorldGuard(world, null, null, null);
            // the outermost missing folder: a refused run removes every folder it created, its parents included
            Path top = world.toAbsolutePath().normalize();
            while (top.getParent() != null && !Files.exists(top.getParent())) top = top.getParent();
            try {
                Files.createDirectories(world);
            } catch (IOException e) {
                throw new StrataCliException(ExitCodes.IO, "cannot create the world folder " + world + " ("
                        + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
            }
            created = top;
        }
        SessionLock lock = null;
        if (lockIt) {
            lock = SessionLock.acquire(world);
        } else if (SessionLock.isHeld(world)) {
            throw new dev.strata.regionio.WorldInUseException(world.resolve(SessionLock.FILE));
        }
        try {
            return new WorldGuard(world, lock, created, examine(world));
        } catch (IOException | RuntimeException e) {
            if (lock != null) {
                if (created != null) removeIfOnlyLock(world, created);
                lock.close();
            }
            throw e;
        }
    }

    /** Reads and checks what the folder holds; null for a folder with no world in it. */
    static LevelInfo examine(Path world) throws IOException {
        Path levelDat = world.resolve("level.dat");
        if (!Files.exists(levelDat)) {
            List<String> found = worldFiles(world);
            if (found.isEmpty()) return null;
            throw new StrataCliException(ExitCodes.CONFLICT, world + " holds a world (" + String.join(", ", found)
                    + ") but no level.dat, so its seed and settings are unknown; Strata will not create a new world over it. "
                    + (Files.exists(world.resolve("level.dat_old"))
                        ? "The game keeps its previous level.dat as level.dat_old: copy it to level.dat, or open the world in the game 26.2 once."
                        : "Restore level.dat from a backup, or open the world in the game 26.2 once."));
        }
        LevelInfo info = LevelDat.read(world);
        int dv = info.dataVersion();
        if (dv > ChunkCodec.DATA_VERSION) {
            throw new StrataCliException(ExitCodes.CONFLICT, levelDat + " says DataVersion " + dv + ", newer than 26.2 ("
                    + ChunkCodec.DATA_VERSION + ") which Strata writes: the game that saved it could not load 26.2 chunks "
                    + "in the same way. Use a Strata release for that game version.");
        }
        if (dv < ChunkCodec.DATA_VERSION) {
            throw new StrataCliException(ExitCodes.CONFLICT, levelDat + " says DataVersion " + dv + " (" + versionName(dv)
                    + "), older than 26.2 (" + ChunkCodec.DATA_VERSION + "). Strata writes 26.2 chunks only into a 26.2 "
                    + "world: open the world once in the game 26.2 (it upgrades level.dat, the layout and the chunks as it "
                    + "loads them; make a backup first), then run again.");
        }
        List<String> legacy = legacyRegionFolders(world);
        if (!legacy.isEmpty()) {
            throw new StrataCliException(ExitCodes.CONFLICT, world + " is a 26.2 world, but region files of "
                    + String.join(", ", legacy) + " are still in the pre-26 folders, where the game 26.2 no longer looks. "
                    + "Writing would create a second, parallel set of region files. Move them first: strata convert --world "
                    + GeneratorOptions.quote(world.toString()) + " --layout 26 --compression zlib");
        }
        checkSeedAgreement(world, info);
        return info;
    }

    /** A level.dat that carries its own seed and a world_gen_settings.dat with another: which one is right is unknown. */
    private static void checkSeedAgreement(Path world, LevelInfo info) throws IOException {
        Path wgs = LevelDat.worldGenSettingsPath(world);
        if (!Files.exists(wgs) || wgs.toAbsolutePath().normalize().equals(info.settingsSource().toAbsolutePath().normalize())) return;
        CompoundBinaryTag root = NbtIO.readGzipFile(wgs);
        BinaryTag data = root.get("data");
        BinaryTag seed = data instanceof CompoundBinaryTag c ? c.get("seed") : null;
        if (!(seed instanceof LongBinaryTag l)) throw new NbtFormatException(wgs + ": data.seed", "missing or not a long");
        if (l.value() != info.seed()) {
            throw new StrataCliException(ExitCodes.CONFLICT, "the world's seed is ambiguous: " + info.settingsSource() + " says "
                    + info.seed() + ", " + wgs + " says " + l.value() + ". The game 26.2 reads " + wgs.getFileName()
                    + "; remove the other seed (open the world once in the game 26.2) before pregenerating.");
        }
    }

    /** Files and folders that only a world holds (session.lock and Strata's checkpoint folder excluded). */
    static List<String> worldFiles(Path world) throws IOException {
        List<String> found = new ArrayList<>();
        for (String f : new String[] {"level.dat", "level.dat_old", "world_gen_settings.dat", "data/minecraft/world_gen_settings.dat",
                "region", "entities", "poi", "DIM-1", "DIM1", "dimensions", "playerdata", "players"}) {
            if (Files.exists(world.resolve(f))) found.add(f);
        }
        return found;
    }

    /** The vanilla dimensions whose pre-26 region folder holds region files, e.g. {@code region/ (overworld)}. */
    static List<String> legacyRegionFolders(Path world) throws IOException {
        List<String> found = new ArrayList<>();
        for (Dimension d : List.of(Dimension.OVERWORLD, Dimension.NETHER, Dimension.END)) {
            for (WorldLayout.Kind kind : WorldLayout.Kind.values()) {
                Path legacy = WorldLayout.legacyRoot(world, d).resolve(kind.folder());
                if (!WorldLayout.regionFiles(legacy).isEmpty()) {
                    found.add(world.relativize(legacy) + "/ (" + d.path() + ")");
                }
            }
        }
        return found;
    }

    private static String versionName(int dv) {
        if (dv == 0) return "no DataVersion: before 1.9";
        if (dv <= WorldLayout.LAST_LEGACY_DATA_VERSION) return "1.21.11 or older";
        return "a 26.1 version or snapshot";
    }

    /**
     * When {@code dir} is a server's folder ({@code server.properties} and no {@code level.dat}), the world it
     * names ({@code level-name}, default {@code world}) and the server's {@code level-seed}; else null.
     */
    static ServerWorld serverWorld(Path dir) throws IOException {
        Path props = dir.resolve("server.properties");
        if (!Files.isRegularFile(props) || Files.exists(dir.resolve("level.dat"))) return null;
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(props)) {
            p.load(in);
        }
        String name = p.getProperty("level-name", "world").trim();
        if (name.isEmpty()) name = "world";
        String seed = p.getProperty("level-seed", "").trim();
        String structures = p.getProperty("generate-structures", "").trim();
        return new ServerWorld(dir.resolve(name), name, seed.isEmpty() ? null : GeneratorOptions.SeedParser.parse(seed),
                levelType(p.getProperty("level-type", "")), structures.isEmpty() ? null : !structures.equalsIgnoreCase("false"));
    }

    /**
     * A {@code level-type} as a world preset id: the server's own names ({@code minecraft:normal}) and the older
     * ones ({@code default}, {@code largebiomes}...); {@code minecraft:normal} when empty.
     */
    static String levelType(String value) {
        String v = value.trim().toLowerCase(java.util.Locale.ROOT);
        if (v.isEmpty() || v.equals("default") || v.equals("normal")) return "minecraft:normal";
        if (v.equals("largebiomes")) return "minecraft:large_biomes";
        return v.indexOf(':') < 0 ? "minecraft:" + v : v;
    }

    /**
     * A server folder's world: its folder, its {@code level-name}, its {@code level-seed} (null when empty), its
     * {@code level-type} as a world preset id, and its {@code generate-structures} (null when absent).
     */
    record ServerWorld(Path world, String levelName, Long seed, String levelType, Boolean generateStructures) {
        /** The note printed when Strata uses this world instead of the server folder given. */
        void note(Path given, PrintWriter err) {
            err.println("note: " + given + " is a server folder (server.properties): using its world " + world
                    + " (level-name=" + levelName + ")" + (seed != null ? ", level-seed " + seed : ""));
        }

        /** Whether a world created for this server generates structures: its {@code generate-structures}, on when absent. */
        boolean structuresOn() {
            return generateStructures == null || generateStructures;
        }

        /**
         * The overworld's noise settings a new world takes from the server's {@code level-type} (amplified or large
         * biomes: the vanilla world presets change only the overworld's noise settings), or null for a normal world or
         * when {@code settings} (--settings, which wins) is given; refuses a type Strata cannot generate (flat, single
         * biome, debug), since the server would then finish the world with other terrain.
         *
         * @throws StrataCliException exit 5 for a level-type Strata cannot generate
         */
        ResourceId overworldSettings(String settings, boolean quiet, PrintWriter err) {
            if (levelType.equals("minecraft:normal")) return null;
            if (levelType.equals("minecraft:amplified") || levelType.equals("minecraft:large_biomes")) {
                ResourceId preset = ResourceId.parse(levelType);
                if (settings != null) {
                    if (!quiet) err.println("note: --settings " + settings + " is used, not the server's level-type " + levelType);
                    return null;
                }
                if (!quiet) err.println("note: the server's level-type " + levelType + ": the overworld uses noise settings " + preset);
                return preset;
            }
            throw new StrataCliException(ExitCodes.CONFLICT, "server.properties says level-type=" + levelType + ", a world Strata "
                    + "cannot pregenerate (it generates noise worlds: normal, amplified, large biomes). The server would create that "
                    + "world itself; nothing was written.");
        }
    }

    /**
     * Releases the lock. A folder this guard created that holds nothing but the lock file (the run stopped before
     * creating the world) is removed first, with the parents the guard created for it, so a refused run leaves no
     * trace. A guard that lost the race for the
     * lock never removes anything: the folder is the winner's.
     */
    @Override
    public void close() throws IOException {
        if (lock == null) return;
        // removed while still locked: a program that opened the file meanwhile finds it locked and refuses
        if (createdFolder != null) removeIfOnlyLock(world, createdFolder);
        lock.close();
    }

    /** Removes the world folder if it holds only the lock file, then its empty parents up to {@code top}. */
    private static void removeIfOnlyLock(Path world, Path top) {
        try (Stream<Path> s = Files.list(world)) {
            List<Path> left = s.toList();
            if (left.size() == 1 && left.get(0).getFileName().toString().equals(SessionLock.FILE)) Files.delete(left.get(0));
            Files.deleteIfExists(world);
            for (Path p = world.toAbsolutePath().normalize().getParent(); p != null && p.startsWith(top); p = p.getParent()) Files.delete(p);
        } catch (IOException e) {
            // not empty: the world was created, keep it
        }
    }
}
