package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import java.util.List;
import picocli.CommandLine;

/**
 * A command (or mixin) that opened several {@code --data} packs, so that {@link ErrorHandler} can say which of them a
 * bad file was read from: a message such as {@code data/minecraft/worldgen/placed_feature/ore_gold.json: missing field
 * "feature"} names a path inside the packs, and with {@code --data mypack --data server.jar} both may hold it.
 */
interface PackSource {

    /** The packs as given with {@code --data}, stacked (the first on top), once opened; null before, or for one pack. */
    DataPack severalPacks();

    /**
     * Where the file a pack error names was read from: {@code " (read from --data /abs/mypack)"}, or the empty text when
     * the command opened one pack, or none of its packs holds the file named at the start of the message (the text up
     * to the first {@code ": "}). A path given without {@code data/<namespace>/} (as the density function and noise
     * messages write it, {@code worldgen/noise/ridge.json}) is looked for under every namespace.
     */
    static String of(DataPackException e, CommandLine cl) {
        DataPack packs = severalPacksOf(cl);
        String m = e.getMessage();
        if (packs == null || m == null) return "";
        int colon = m.indexOf(": ");
        if (colon <= 0) return "";
        String file = m.substring(0, colon);
        if (file.indexOf('/') < 0 || file.indexOf(' ') >= 0) return ""; // no pack-relative path
        String source = packs.sourceOf(file);
        if (source == null && !file.startsWith("data/")) {
            try {
                List<String> all = packs.list("data/");
                for (String f : all) {
                    if (f.endsWith("/" + file) && f.indexOf('/', "data/".length()) == f.length() - file.length() - 1) {
                        source = packs.sourceOf(f);
                        break;
                    }
                }
            } catch (RuntimeException ignored) {
                // a pack that cannot be listed again: leave the message as it is
            }
        }
        return source == null ? "" : " (read from --data " + source + ")";
    }

    private static DataPack severalPacksOf(CommandLine cl) {
        if (cl == null) return null;
        if (cl.getCommand() instanceof PackSource s) return s.severalPacks();
        for (CommandLine.Model.CommandSpec mixin : cl.getCommandSpec().mixins().values()) {
            if (mixin.userObject() instanceof PackSource s) return s.severalPacks();
        }
        return null;
    }
}
