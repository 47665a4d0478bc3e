import subprocess
import sys

import numpy as np

from spotsigs.tokenize import hash_strings, hash_token_batch, hash_words, tokens


def test_tokens_are_lowercased_words_without_punctuation_or_underscores():
    assert tokens("Hello, World! it's snake_case 42") == ["hello", "world", "it", "s", "snake",
                                                          "case", "42"]


def test_unicode_words_are_tokens():
    assert tokens("Straße café Москва") == ["straße", "café", "москва"]


def test_hash_is_a_function_of_the_word_only():
    a = hash_words(["the", "cat", "the"])
    assert a[0] == a[2] and a[0] != a[1]
    # Batch composition (array width, long neighbours) does not change a word's hash.
    b = hash_strings(["cat", "x" * 500, "the"])
    assert b[0] == a[1] and b[2] == a[0]


def test_long_words_hash_distinctly():
    h = hash_strings(["y" * 100, "y" * 101, "y" * 48, "y" * 49])
    assert len(set(h.tolist())) == 4


def test_hashes_are_stable_across_processes_with_different_hash_seeds():
    code = "from spotsigs.tokenize import hash_words; print(hash_words(['news','agence']).tolist())"
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env={"PYTHONHASHSEED": seed, "PATH": ""}, check=True).stdout
               for seed in ("1", "2")}
    assert len(outputs) == 1
    assert outputs.pop().strip() == str(hash_words(["news", "agence"]).tolist())


def test_hash_token_batch_gathers_per_token_hashes_and_offsets():
    vocabulary_hashes, index, offsets = hash_token_batch([["a", "b"], [], ["b", "c", "a"]])
    assert offsets.tolist() == [0, 2, 2, 5]
    per_token = vocabulary_hashes[index]
    assert per_token.dtype == np.uint64
    assert per_token[0] == per_token[4] and per_token[1] == per_token[2]
    assert per_token.tolist() == hash_words(["a", "b", "b", "c", "a"]).tolist()


def test_empty_batch():
    vocabulary_hashes, index, offsets = hash_token_batch([[], []])
    assert len(vocabulary_hashes) == 0 and len(index) == 0 and offsets.tolist() == [0, 0, 0]


def test_batch_hashes_are_the_hashes_of_the_tokens_of_each_text():
    from spotsigs.tokenize import hash_text_batch

    texts = ["", " ", "Hello, World_wide web!", "İstanbul ΣΟΦΟΣ ΣΑΣ Σ ǅungla ﬁne straße",
             "a\ud800b \x00c\x00 d", "x" * 48 + " " + "y" * 49 + " " + "é" * 60, "Ü" * 50 + " ÉTÉ" * 3, "日本語 한국어 ١٢٣",
             "end with letter", "\U0001f600smile\U0001d400bold", "_ __ a_b"]
    for batch in (texts, texts[::-1], [texts[3]], texts[:3] + texts[4:], []):  # İ, Σ: slow path
        vocabulary, index, offsets = hash_token_batch([tokens(t) for t in batch])
        token_hashes, text_offsets = hash_text_batch(batch)
        assert np.array_equal(token_hashes, vocabulary[index])
        assert np.array_equal(text_offsets, offsets)


def test_number_flags_mark_tokens_that_start_with_a_decimal_digit_in_both_paths():
    from spotsigs.tokenize import hash_text_batch, hash_text_batch_numbers, is_number

    texts = ["Shr 18 cts vs 4th qtr, 7,800,000", "", "ΣΑΣ ١٢٣ x٣ ４th ² ½ 3D", "İ9 a_1 _2",
             "a\ud800b 5\x00c"]
    for batch in (texts, texts[::-1], texts[2:3], []):
        token_hashes, numbers, offsets = hash_text_batch_numbers(batch)
        assert np.array_equal(token_hashes, hash_text_batch(batch)[0])
        token_lists = [tokens(t) for t in batch]
        expected = [w[0].isdecimal() for words in token_lists for w in words]
        assert numbers.tolist() == expected == is_number(token_lists).tolist()
    flags = hash_text_batch_numbers(["Shr 18 cts vs 4th ٣ ² x1"])[1]
    assert flags.tolist() == [False, True, False, False, True, True, False, False]


def test_decimal_digits_are_the_characters_str_isdecimal_accepts():
    from spotsigs.tokenize import decimal_digits

    table = decimal_digits()
    assert all(table[code] == chr(code).isdecimal() for code in range(0x110000))


def test_hash_set_membership_is_isin():
    from spotsigs.tokenize import HashSet

    rng = np.random.default_rng(0)
    values = rng.integers(0, 2**63, 5000, dtype=np.int64).astype(np.uint64)
    for size in (0, 1, 6, 200, 3000, 5000):
        members = np.concatenate([values[:size], values[:size // 3]])
        assert np.array_equal(HashSet.of(members).contains(values), np.isin(values, members))


def test_batch_hashes_do_not_depend_on_the_runs_the_texts_are_cut_into(monkeypatch):
    import spotsigs.tokenize as tokenize_module

    texts = ["alpha beta", "", "gamma delta epsilon " * 5, "x", " zeta", "eta theta iota kappa"]
    whole = tokenize_module.hash_text_batch(texts)
    for chunk in (1, 5, 12, 40):
        monkeypatch.setattr(tokenize_module, "CHUNK_CHARS", chunk)
        cut = tokenize_module.hash_text_batch(texts)
        assert np.array_equal(cut[0], whole[0]) and np.array_equal(cut[1], whole[1])
    vocabulary, index, offsets = hash_token_batch([tokens(t) for t in texts])
    assert np.array_equal(whole[0], vocabulary[index]) and np.array_equal(whole[1], offsets)


def test_one_table_lookup_lowers_each_code_point_as_str_lower_does():
    from spotsigs.characters import word_characters
    from spotsigs.tokenize import _CONTEXT_CASED, lowered_word_characters

    table, words = lowered_word_characters(), word_characters()
    for code in range(0x110000):
        if code in _CONTEXT_CASED:
            continue
        lowered = chr(code).lower()
        assert len(lowered) == 1, hex(code)
        expected = ord(lowered) if words[ord(lowered)] else 0
        assert table[code] == expected, hex(code)
    assert all(table[code] == 0xFFFFFFFF for code in _CONTEXT_CASED)


def test_normalization_folds_compatibility_forms_and_drops_invisible_characters():
    """NFKC, format characters and optional Arabic and Hebrew diacritics dropped: disguised
    copies (fullwidth letters, soft hyphens, zero-width joiners) read as their plain text."""
    from spotsigs.characters import _dropped_re, _dropped_table, every_code_point, normalize_text

    assert normalize_text("Ｆｌｏｏｄｓ ｒｉｓｅ") == "Floods rise"
    assert normalize_text("flo\u00adods ri\u200dse\ufeff") == "floods rise"
    assert normalize_text("\u0627\u0644\u0633\u0651\u064e\u0644\u0627\u0645") == "\u0627\u0644\u0633\u0644\u0627\u0645"
    assert normalize_text("\u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd") == "\u05e9\u05dc\u05d5\u05dd"
    assert normalize_text("caf\u00e9 \ud800 x") == "caf\u00e9 \ud800 x"  # a lone surrogate stays
    assert normalize_text("plain ascii text") == "plain ascii text"
    everything = every_code_point()
    kept = _dropped_re().sub("", everything)
    assert int(_dropped_table().sum()) == len(everything) - len(kept) > 200


def test_normalization_is_nfkc_whatever_stands_beside_the_characters_it_shortcuts():
    """``normalize_text`` replaces no-break spaces and ellipses before it asks whether a
    text is in NFKC already: every code point, between them and with combining marks on
    either side, reads as it does after a full NFKC pass (which it then takes as is)."""
    import unicodedata

    from spotsigs.characters import every_code_point, normalize_text

    points = every_code_point()
    for start in range(0, len(points), 0x8000):
        chunk = points[start:start + 0x8000]
        text = "".join(f"\xa0{c}\u0301\u2026{c}\xa0\u0308" for c in chunk[::3])
        assert normalize_text(text) == normalize_text(unicodedata.normalize("NFKC", text))
    assert normalize_text("a\xa0b\u2026") == "a b..."
    assert normalize_text("\xa0\u0301") == unicodedata.normalize("NFKC", "\xa0\u0301")


def test_line_token_counts_are_each_lines_own_count():
    """``count_line_tokens`` (one pass) agrees with ``count_tokens`` of each line, for
    empty lines, marks, spaceless scripts and a text ending in a newline."""
    from spotsigs.tokenize import count_line_tokens, count_tokens

    for text in ["", "\n", "one line", "a b\n\nc\u0301d 東京都 e\n", "\u0301\nx", "日本\n語 abc\n"]:
        words, letters = count_line_tokens(text)
        expected = [count_tokens(line) for line in text.split("\n")]
        assert list(zip(words.tolist(), letters.tolist())) == expected, text
