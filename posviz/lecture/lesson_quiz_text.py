"""Generated from resources/quiz/lesson.json by ``python -m posviz.lecture.quiz_marks``: do not edit.

Each shipped quiz sentence, marked once so that pyside6-lupdate puts it into the .ts files (it does
not read JSON). posviz.lecture.quiz_marks.shown() looks the sentences up when they are drawn.
"""
from posviz.lecture.quiz_marks import LessonQuiz


def marked() -> list[str]:
    """Every sentence the shipped quiz shows (its example sentences are data, not listed)."""
    return [text for part in PARTS for text in part()]


def title() -> list[str]:
    return [
        LessonQuiz.tr("Check your understanding: tokens, embeddings and positions"),
    ]


def question_1() -> list[str]:
    return [
        LessonQuiz.tr("Attention compares every token with every other token. Why does the transformer need position information added to its input at all?"),
        LessonQuiz.tr("Token ids already say where each word sits; position vectors only make the lookup faster."),
        LessonQuiz.tr("An id is a row number in the vocabulary, not a place in the sentence: \"the\" is id 0 at the start and at the end of \"the dog bit the man\"."),
        LessonQuiz.tr("On its own, attention treats the input as a set of vectors: move a word and its vector moves with it unchanged, so word order is invisible."),
        LessonQuiz.tr("Without positions, \"the dog bit the man\" and \"the man bit the dog\" give the same rows in a different order, and attention cannot tell who bit whom. Adding a vector per position breaks that symmetry."),
        LessonQuiz.tr("To make each token's vector wider so it can hold more meaning."),
        LessonQuiz.tr("The position vector is added, not appended: the width stays d_model. It adds information about place, not room for meaning."),
        LessonQuiz.tr("Because the embedding table stores the words in the order they appear in the sentence."),
        LessonQuiz.tr("The table is ordered by the vocabulary and is the same for every sentence. Nothing in it knows about any particular sentence."),
        LessonQuiz.tr("Turn positions off and look at Z for \"the man bit the dog\": each row is just its word's table row."),
    ]


def question_2() -> list[str]:
    return [
        LessonQuiz.tr("The 2017 paper used a vocabulary of about 37,000 tokens and d_model = 512. A document of 100,000 tokens goes through the embedding lookup. What shape comes out?"),
        LessonQuiz.tr("37,000 x 512"),
        LessonQuiz.tr("That is the embedding table E itself. Its size depends on the vocabulary only; it does not change with the input."),
        LessonQuiz.tr("100,000 x 37,000"),
        LessonQuiz.tr("That would be a stack of one-hot vectors, one |V|-wide row per token. The lookup reads rows of E instead and never builds it."),
        LessonQuiz.tr("100,000 separate copies of the 37,000 x 512 table"),
        LessonQuiz.tr("Each token reads a single row of the table; the table itself is never copied."),
        LessonQuiz.tr("100,000 x 512"),
        LessonQuiz.tr("One row of width d = 512 is looked up per token, so the result is L x d. The length L and the width d are independent dials, and the table stays |V| x d."),
        LessonQuiz.tr("Seven tokens, a ten-row table: Z has one row per token, the table keeps its ten rows."),
    ]


def question_3() -> list[str]:
    return [
        LessonQuiz.tr("In the lesson's sense of the words, what separates an encoding from an embedding?"),
        LessonQuiz.tr("Encodings feed the queries and keys; embeddings feed the values."),
        LessonQuiz.tr("Both sit in the same slot, the input to the first block. Queries, keys and values are computed later from that input by separate linear maps."),
        LessonQuiz.tr("An encoding is any way of turning something into numbers (one-hot, ASCII, the sin/cos formula); an embedding is a learned, dense, narrow one in which closeness carries meaning."),
        LessonQuiz.tr("The paper says \"positional encoding\" because its vectors come from a fixed formula; nobody trained them. A learned position table, as in GPT-2, is usually called a position embedding."),
        LessonQuiz.tr("An embedding is calculated from the token id by a formula, like a hash; an encoding is looked up in a table."),
        LessonQuiz.tr("It is the other way round for tokens: an embedding is a lookup of a learned row. Nobody writes down a formula for what goes into E."),
        LessonQuiz.tr("Nothing: the two words are exact synonyms."),
        LessonQuiz.tr("People do mix them up, but the distinction is useful: one-hot is an encoding with no notion of similarity, a learned embedding places similar tokens close together."),
        LessonQuiz.tr("The sinusoidal heatmap is computed from a formula (an encoding); the embedding table stands for learned rows (an embedding; this toy's rows were set by hand, a real model trains them)."),
    ]


def question_4() -> list[str]:
    return [
        LessonQuiz.tr("The original transformer adds each position vector to its token vector instead of placing the two side by side. What does adding give?"),
        LessonQuiz.tr("It keeps token and position in separate columns, so they never interfere."),
        LessonQuiz.tr("That describes concatenation. Addition mixes both into the same numbers; the network learns to read both out of one vector."),
        LessonQuiz.tr("It makes the result independent of position, so the word's meaning is kept exactly."),
        LessonQuiz.tr("The sum does depend on position: \"the\" at position 0 and \"the\" at position 3 become different rows of Z. That is the whole point."),
        LessonQuiz.tr("Z keeps the width d_model, so every later layer sees a single stream of the same width carrying both what and where, with no extra parameters."),
        LessonQuiz.tr("Concatenating would widen every row and every weight matrix that reads it. Adding keeps one stream of width d, in which both signals live."),
        LessonQuiz.tr("Concatenation is impossible because token and position vectors have different widths."),
        LessonQuiz.tr("Concatenation works for any widths; it would simply produce a wider vector. Addition is what needs equal widths, which is why position vectors are d_model wide."),
        LessonQuiz.tr("The addition panel: \"dog\"'s row plus position 1's row gives one row of Z, still six numbers wide."),
    ]


def question_5() -> list[str]:
    return [
        LessonQuiz.tr("A model was trained on sequences of at most 512 tokens and now receives 600. Which statement is true?"),
        LessonQuiz.tr("A learned position table simply grows new rows when a longer input arrives."),
        LessonQuiz.tr("A learned table has a fixed number of trained rows (BERT: 512, GPT-2: 1,024). Past its end there is no vector to add."),
        LessonQuiz.tr("Sinusoidal encodings stop at the training length too, exactly like a learned table."),
        LessonQuiz.tr("The sin/cos formula can be evaluated at any position: position 600 or 600,000 gets a vector. What the model does with a position it never saw is another question."),
        LessonQuiz.tr("Sinusoidal encodings have 512 x d_model trainable parameters."),
        LessonQuiz.tr("A formula has no trainable parameters. The learned table is the scheme with max_len x d_model parameters."),
        LessonQuiz.tr("A learned table has no row for positions 512 and beyond; the sinusoidal formula still gives a vector there, which is why it often generalises better to longer inputs."),
        LessonQuiz.tr("Learned rows exist only for the positions seen in training. The formula's waves continue past the training length, and their shift structure lets the model relate positions it has not seen."),
        LessonQuiz.tr("A learned table with exactly five rows: the five-word sentence just fits. Type one more word and see what happens."),
    ]


def question_6() -> list[str]:
    return [
        LessonQuiz.tr("What does RoPE (rotary position embedding, used by Llama) change compared with the paper's sinusoidal scheme?"),
        LessonQuiz.tr("Nothing is added to the input: Z is just the token rows. Inside attention, each query and key is rotated by an angle that grows with its position, so their dot product depends on how far apart the two tokens are."),
        LessonQuiz.tr("Pair k of dimensions turns by position x base^(-2k/d). Rotating both vectors makes the score depend on the offset between positions, and no table is learned."),
        LessonQuiz.tr("It adds a rotated copy of the sinusoidal vector to each token row."),
        LessonQuiz.tr("RoPE adds no vector at all: with RoPE the position vectors in Z are zero. The rotation is applied to queries and keys inside attention."),
        LessonQuiz.tr("It learns one rotation matrix per position during training."),
        LessonQuiz.tr("The angles come from a fixed formula, base^(-2k/d) per pair; RoPE has no trainable parameters."),
        LessonQuiz.tr("It adds a penalty to each attention score that grows with the distance between tokens, with one slope per head."),
        LessonQuiz.tr("That is ALiBi (used by BLOOM and MPT). RoPE rotates queries and keys instead of biasing scores."),
        LessonQuiz.tr("With RoPE selected, the position vectors are all zero and Z equals the token rows."),
    ]


def question_7() -> list[str]:
    return [
        LessonQuiz.tr("What is the one-hot vector of the token \"dog\", and why does it say nothing about which words are similar?"),
        LessonQuiz.tr("A d_model-wide row of learned numbers with one large entry."),
        LessonQuiz.tr("That describes a dense embedding row. A one-hot vector has |V| entries, one per vocabulary word, and exactly one of them is 1."),
        LessonQuiz.tr("A vector with a 1 at the token's place in the sentence."),
        LessonQuiz.tr("The 1 sits at the token's id in the vocabulary, not at its position in the sentence. \"dog\" has the same one-hot vector wherever it appears."),
        LessonQuiz.tr("It carries similarity: tokens with neighbouring ids share some of their ones."),
        LessonQuiz.tr("Ids are arbitrary row numbers and two different one-hots never share a 1. Id 2 is no closer to id 3 than to id 9."),
        LessonQuiz.tr("A vector of |V| zeros with a single 1 at dog's id. Two different one-hots never overlap, so their cosine similarity is 0: \"dog\" is as far from \"cat\" as from \"bit\"."),
        LessonQuiz.tr("Every pair of distinct one-hots is orthogonal. Only learned rows of E can put \"dog\" close to \"cat\" (cosine 0.80 in the lesson's table)."),
        LessonQuiz.tr("The embedding table: \"dog\"'s nearest rows by cosine. A one-hot would give 0 for every other word."),
    ]


def question_8() -> list[str]:
    return [
        LessonQuiz.tr("Where does position information enter the original transformer?"),
        LessonQuiz.tr("The position vector is used directly as the query of each token."),
        LessonQuiz.tr("Position vectors are not queries, keys or values. Those are computed later, by linear maps, from the input that already contains the position."),
        LessonQuiz.tr("It is added to the token vectors before the first block: Z = token rows + position rows, and queries, keys and values are computed from Z afterwards."),
        LessonQuiz.tr("By the time attention runs, every row already says both which token and where. The position signal is not a separate input to attention."),
        LessonQuiz.tr("It is added to the output of the last layer only."),
        LessonQuiz.tr("By then attention has already mixed the rows without knowing their order. Position must go in before the first attention layer."),
        LessonQuiz.tr("It is stored inside the token id, e.g. id 312 at position 4 becomes id 3124."),
        LessonQuiz.tr("Ids only pick rows of E. Position arrives as a separate vector of width d_model that is added to the looked-up row."),
        LessonQuiz.tr("Z, the input to layer 1: each row is a token row plus its position row."),
    ]


PARTS = (title, question_1, question_2, question_3, question_4, question_5, question_6, question_7, question_8)
