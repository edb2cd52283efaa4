package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Opens one {@code --data} path ({@link DataPack#open(Path)}); when it names a folder that is no data pack but holds
 * some one level down (a {@code vanilla/} folder whose {@code 26.2/} holds {@code data/}, a world's {@code datapacks/}),
 * the refusal names them, so the user sees which path to give instead.
 */
final class PackFolders {
    /** How many packs inside a folder the message names at most. */
    private static final int LISTED = 5;

    private PackFolders() {}

    /** @throws DataPackException as {@link DataPack#open(Path)}, with the packs inside a folder that is none named */
    static DataPack open(Path path) {
        // a world holds data/ too (its saved data, no worldgen): named as what it is (walkthrough finding, session 20)
        if (isWorld(path)) {
            throw new DataPackException(path + ": a world folder (it holds level.dat), not a data pack: give the world with "
                    + "--world, and the game's data (the server jar or its data folder) with --data");
        }
        try {
            return DataPack.open(path);
        } catch (DataPackException e) {
            if (!Files.isDirectory(path) || Files.isDirectory(path.resolve("data"))) throw e;
            List<Path> inside = packsInside(path);
            if (inside.isEmpty()) {
                // a server's folder: its jar holds the game's data (walkthrough finding, session 19)
                List<Path> jars = jarsInside(path);
                if (jars.isEmpty()) throw e;
                throw new DataPackException(e.getMessage() + "; it holds " + (jars.size() == 1 ? "a jar" : "jars") + ": for the game's "
                        + "data give the server jar itself, " + listed(jars), e);
            }
            throw new DataPackException(e.getMessage() + "; it holds " + (inside.size() == 1 ? "a data pack" : "data packs")
                    + " one level down: " + listed(inside), e);
        }
    }

    /** Whether {@code p} is a world's folder (it holds {@code level.dat}) rather than a pack. */
    private static boolean isWorld(Path p) {
        return Files.isDirectory(p) && Files.isRegularFile(p.resolve("level.dat"));
    }

    /** {@code --data <path>} for each of {@code paths}, at most {@value #LISTED}, then how many more. */
    private static String listed(List<Path> paths) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(LISTED, paths.size()); i++) {
            sb.append(i == 0 ? "" : ", ").append("--data ").append(GeneratorOptions.quote(paths.get(i).toString()));
        }
        if (paths.size() > LISTED) sb.append(" and ").append(paths.size() - LISTED).append(" more");
        return sb.toString();
    }

    /**
     * The {@code .jar} files directly inside {@code folder} (a server's folder holds its server jar), sorted; empty
     * files left out (a download that failed is no jar to suggest).
     */
    private static List<Path> jarsInside(Path folder) {
        return inside(folder, p -> Files.isRegularFile(p) && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar") && size(p) > 0);
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** The entries directly inside {@code folder} that {@code keep} accepts, sorted; none when it cannot be listed. */
    private static List<Path> inside(Path folder, java.util.function.Predicate<Path> keep) {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().filter(keep).toList();
        } catch (IOException e) {
            return List.of(); // a folder we cannot list: the plain refusal stands
        }
    }

    /** The folders (holding {@code data/}) and zips (holding {@code pack.mcmeta}) directly inside {@code folder}, sorted. */
    private static List<Path> packsInside(Path folder) {
        return inside(folder, p -> {
            if (Files.isDirectory(p.resolve("data"))) return !isWorld(p);
            if (!Files.isRegularFile(p) || !p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip")) return false;
            try {
                return WorldDimensions.isDataPack(p);
            } catch (IOException e) {
                return false; // not a zip we can read: not offered
            }
        });
    }
}
