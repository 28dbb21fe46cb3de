API = 1
