package dev.strata.cli;

import java.util.IllegalFormatException;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The usage help of every {@code strata} command, wrapped only at spaces. Picocli's own tables break lines where
 * {@link java.text.BreakIterator#getLineInstance()} allows, which is also inside words and paths: after the dot of
 * {@code e.g.}, the colon of {@code minecraft:overworld} or a comma of {@code --corners=<x1>,<z1>,...} (the
 * walkthrough found such splits in almost every command's help). This help hands picocli's tables only lines that
 * already fit, broken at the last space that fits; a word longer than a whole line (none in our texts) is cut at
 * the column's edge, as picocli would.
 *
 * <p>It covers the description, header and footer (one column, the help's width), the option and parameter lists
 * (the description column) and the synopsis (continued under the first option, as picocli indents it). Widths are
 * in columns of the terminal (characters; our help is ASCII). Picocli's layout is otherwise unchanged: the column
 * widths and indents are those of its default layout.
 */
final class SpaceWrappingHelp extends Help {

    SpaceWrappingHelp(CommandSpec spec, ColorScheme scheme) {
        super(spec, scheme);
    }

    @Override
    public String description(Object... params) {
        return join(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String header(Object... params) {
        return join(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String footer(Object... params) {
        return join(commandSpec().usageMessage().footer(), params);
    }

    @Override
    public Layout createDefaultLayout() {
        Layout layout = super.createDefaultLayout();
        TextTable table = layout.textTable();
        Table ours = new Table(colorScheme(), table.columns());
        ours.indentWrappedLines = table.indentWrappedLines;
        ours.setAdjustLineBreaksForWideCJKCharacters(table.isAdjustLineBreaksForWideCJKCharacters());
        return new Layout(colorScheme(), ours, layout.optionRenderer(), layout.parameterRenderer());
    }

    /**
     * The synopsis after its heading: the command's name, then its options, continued on lines indented under the
     * first option (or at the heading's width when the name is long), the rule of picocli's own synopsis.
     */
    @Override
    protected String insertSynopsisCommandName(int headingLength, Ansi.Text optionText) {
        int width = width();
        String name = commandSpec().qualifiedName();
        int indent = headingLength + name.length() + 1;
        if (indent > commandSpec().usageMessage().synopsisAutoIndentThreshold() * width) {
            int given = commandSpec().usageMessage().synopsisIndent();
            indent = Math.min(given < 0 ? headingLength : given, (int) (0.9 * width));
        }
        Table table = new Table(colorScheme(), new Column(width, 0, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        table.indentWrappedLines = indent;
        // the heading is printed before this text: hold its place with as many characters, removed after
        Ansi.Text line = Ansi.OFF.new Text("X".repeat(headingLength), colorScheme())
                .concat(colorScheme().commandText(name)).concat(optionText);
        table.addRowValues(line);
        return table.toString().substring(headingLength);
    }

    private int width() {
        return commandSpec().usageMessage().width();
    }

    /** Lines of text (each formatted with {@code params}, as picocli formats them) in one column of the help's width. */
    private String join(String[] lines, Object... params) {
        if (lines == null || lines.length == 0) return "";
        Table table = new Table(colorScheme(), new Column(width(), 0, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        table.indentWrappedLines = 0;
        for (String line : lines) table.addRowValues(format(line, params));
        return table.toString();
    }

    private static String format(String text, Object... params) {
        if (text == null) return "";
        try {
            return String.format(text, params);
        } catch (IllegalFormatException e) {
            return text; // a % meant literally
        }
    }

    /** A picocli table whose wrapping columns break only at spaces. */
    private static final class Table extends TextTable {
        private final ColorScheme scheme;

        Table(ColorScheme scheme, Column... columns) {
            super(scheme, columns);
            this.scheme = scheme;
        }

        @Override
        public Cell putValue(int row, int col, Ansi.Text value) {
            Column column = columns()[col];
            String plain = value == null ? "" : value.plainString();
            if (column.overflow != Column.Overflow.WRAP || column.indent + plain.length() <= column.width) {
                return super.putValue(row, col, value);
            }
            int indent = column.indent;
            int start = 0;
            while (true) {
                int room = Math.max(1, column.width - indent);
                int end = breakAt(plain, start, room);
                Ansi.Text piece = value.substring(start, end);
                // picocli writes every call at the column's indent; a continued line goes further in by indentWrappedLines
                if (indent > column.indent) piece = scheme.text(" ".repeat(indent - column.indent)).concat(piece); // keeps the piece's styles
                super.putValue(row, col, piece);
                start = end;
                while (start < plain.length() && plain.charAt(start) == ' ') start++;
                if (start >= plain.length()) return new Cell(col, row);
                row++;
                if (row >= rowCount()) addEmptyRow();
                indent = column.indent + indentWrappedLines;
            }
        }

        /** The end of the line that starts at {@code start} and holds at most {@code room} characters: at its last space. */
        private static int breakAt(String text, int start, int room) {
            if (text.length() - start <= room) return text.length();
            int limit = start + room;
            for (int i = limit; i > start; i--) {
                if (text.charAt(i) == ' ') {
                    int end = i;
                    while (end > start && text.charAt(end - 1) == ' ') end--;
                    if (end > start) return end;
                }
            }
            return limit; // one word longer than the line: cut at the edge
        }
    }
}
