/*
 * replay.c: runs a fuzz target on files, for the builds without libFuzzer: every file of the
 * seed corpora and of the regressions (found by fuzzing once) goes through the target on every
 * change. Arguments are files or folders (their files, not recursively). Prints how many files
 * ran; a broken promise aborts, which fails the test.
 */
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "../read_file.h"
#include "fuzz.h"

static int run_file(const char *path)
{
    size_t len = 0;
    uint8_t *buf = (uint8_t *)test_read_file(path, &len);
    if (buf == NULL) {
        fprintf(stderr, "%s: cannot read\n", path);
        return -1;
    }
    LLVMFuzzerTestOneInput(buf, len);
    free(buf);
    return 0;
}

int main(int argc, char **argv)
{
    int files = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "%s: not found\n", argv[i]);
            bad++;
        } else if (S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            const struct dirent *e;
            while (d != NULL && (e = readdir(d)) != NULL) {
                char path[4096];
                snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
                if (e->d_name[0] == '.' || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
                    continue;
                bad += run_file(path) != 0;
                files++;
            }
            if (d != NULL)
                closedir(d);
        } else {
            bad += run_file(argv[i]) != 0;
            files++;
        }
    }
    printf("%d files, %d unreadable\n", files, bad);
    return bad == 0 && files > 0 ? 0 : 1;
}
